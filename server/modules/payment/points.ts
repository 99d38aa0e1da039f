import type { Db } from '../../db/database';
import { memberLevel } from '../member';
import { earnedPointsDue, refundPointsMoved, type RefundStep } from '../member';
import { lockMember } from '../member';

/** Points a payment of `payFen` earns at a level giving `pointsPerYuan`: whole yuan only. */
export function pointsFor(payFen: number, pointsPerYuan: number): number {
  // Tenths of a point per yuan, in integers, so that 1.2 × 15 yuan is 18 and never 17.999….
  const tenthsPerYuan = Math.round(pointsPerYuan * 10);
  return Math.floor((Math.floor(payFen / 100) * tenthsPerYuan) / 10);
}

/**
 * Grants the points of an order that has just become paid, inside the transaction that paid it:
 * the member's points and lifetime points grow, a point record of type 'order' names the order
 * and the order remembers `points_earned`. The caller runs it only when its update of the order
 * changed a row, which is what makes it happen once.
 */
export async function grantOrderPoints(trx: Db, orderId: number, now: number): Promise<number> {
  const order = await trx
    .selectFrom('shop_order')
    .select(['member_id', 'order_no', 'pay_amount'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const member = await trx
    .selectFrom('member')
    .select(['level', 'lifetime_points'])
    .where('id', '=', order.member_id)
    .executeTakeFirstOrThrow();
  const points = pointsFor(order.pay_amount, memberLevel(member).pointsPerYuan);
  await trx
    .updateTable('shop_order')
    .set({ points_earned: points })
    .where('id', '=', orderId)
    .execute();
  if (points <= 0) return 0;
  await trx
    .updateTable('member')
    .set((eb) => ({
      points: eb('points', '+', points),
      lifetime_points: eb('lifetime_points', '+', points),
      updated_at: now,
    }))
    .where('id', '=', order.member_id)
    .execute();
  await trx
    .insertInto('point_record')
    .values({
      member_id: order.member_id,
      type: 'order',
      points,
      reference: order.order_no,
      created_at: now,
    })
    .execute();
  return points;
}

/**
 * Takes back the points earned on an order for one refund of it (earnedPointsDue): in proportion
 * to its amount, whatever is left of them with the refund that completes the order, never below
 * zero: a point record of type 'refund' with the points actually taken. Each call takes back
 * once; call it once per refund.
 */
export async function takeBackOrderPoints(
  db: Db,
  orderId: number,
  refund: RefundStep,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('shop_order')
      .select(['member_id', 'order_no', 'pay_amount', 'points_earned'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!order || order.points_earned <= 0) return;
    // The member's row lock makes two refunds of one order count one after the other.
    await lockMember(trx, order.member_id);
    const taken = await refundPointsMoved(trx, order, 'taken');
    const member = await trx
      .selectFrom('member')
      .select(['points', 'lifetime_points'])
      .where('id', '=', order.member_id)
      .executeTakeFirstOrThrow();
    const due = earnedPointsDue(order, refund, taken, member.points);
    if (due.lifetime <= 0) return;
    await trx
      .updateTable('member')
      .set({
        points: member.points - due.points,
        lifetime_points: Math.max(0, member.lifetime_points - due.lifetime),
        updated_at: now,
      })
      .where('id', '=', order.member_id)
      .execute();
    if (due.points === 0) return;
    await trx
      .insertInto('point_record')
      .values({
        member_id: order.member_id,
        type: 'refund',
        points: -due.points,
        reference: order.order_no,
        created_at: now,
      })
      .execute();
  });
}
