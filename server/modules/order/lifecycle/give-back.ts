import { followStock } from '../../../catalogue/sizes-in-stock';
import type { Db } from '../../../db/database';
import { refundPointsMoved, spentPointsDue } from '../../member';
import type { OrderRow } from './rules';

/**
 * Gives back what placing the order took: the stock of each line, the coupon and the points
 * spent. Runs inside the transaction whose conditional update cancelled the order, and only when
 * that update changed a row, which is what makes it happen once.
 */
export async function giveBackOrder(trx: Db, order: OrderRow, now: number): Promise<void> {
  const lines = await trx
    .selectFrom('order_line')
    .select(['sku_id', 'quantity'])
    .where('order_id', '=', order.id)
    .orderBy('sku_id')
    .execute();
  for (const line of lines) {
    await trx
      .updateTable('sku')
      .set((eb) => ({ stock: eb('stock', '+', line.quantity) }))
      .where('id', '=', line.sku_id)
      .execute();
  }
  await followStock(
    trx,
    lines.map((line) => line.sku_id),
  );
  if (order.coupon_id !== null) {
    await trx
      .updateTable('coupon')
      .set({ used_at: null, order_id: null })
      .where('id', '=', order.coupon_id)
      .where('order_id', '=', order.id)
      .execute();
  }
  if (order.points_used > 0) {
    await trx
      .updateTable('member')
      .set((eb) => ({ points: eb('points', '+', order.points_used), updated_at: now }))
      .where('id', '=', order.member_id)
      .execute();
    await trx
      .insertInto('point_record')
      .values({
        member_id: order.member_id,
        type: 'refund',
        points: order.points_used,
        reference: order.order_no,
        created_at: now,
      })
      .execute();
  }
}

/**
 * After-sales: gives back the points spent on an order in proportion to what has been refunded
 * of what was paid (spentPointsDue), all of them once everything paid is refunded. Runs inside
 * the transaction that raised the order's refunded amount, which holds the order's row lock.
 */
export async function giveBackSpentPoints(trx: Db, orderId: number, now: number): Promise<number> {
  const order = await trx
    .selectFrom('shop_order')
    .select(['member_id', 'order_no', 'pay_amount', 'refunded_amount', 'points_used'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return 0;
  const given = await refundPointsMoved(trx, order, 'given');
  const points = spentPointsDue(order, order.refunded_amount, given);
  if (points <= 0) return 0;
  await trx
    .updateTable('member')
    .set((eb) => ({ points: eb('points', '+', points), updated_at: now }))
    .where('id', '=', order.member_id)
    .execute();
  await trx
    .insertInto('point_record')
    .values({
      member_id: order.member_id,
      type: 'refund',
      points,
      reference: order.order_no,
      created_at: now,
    })
    .execute();
  return points;
}
