import type { Db } from '../db/database';
import { spendCoupon, spendPoints } from '../modules/order/checkout/reservations';
import type { PlaceOrderOptions } from './orders';

/** Takes what placing the order took: stock (never below zero), the coupon, the points. */
export async function reserveForOrder(
  trx: Db,
  memberId: number,
  options: PlaceOrderOptions,
  orderId: number,
  orderNo: string,
  now: number,
): Promise<void> {
  for (const line of options.lines) {
    const quantity = line.quantity ?? 1;
    const taken = await trx
      .updateTable('sku')
      .set((eb) => ({ stock: eb('stock', '-', quantity) }))
      .where('id', '=', line.skuId)
      .where('stock', '>=', quantity)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) throw new Error(`SKU ${line.skuId} is short of stock`);
  }
  if (options.couponId) await spendCoupon(trx, memberId, options.couponId, orderId, now);
  const points = options.pointsUsed ?? 0;
  if (points > 0) await spendPoints(trx, memberId, points, orderNo, now);
}

/** The points a payment granted, as the payment records them. */
export async function grantPaidPoints(
  trx: Db,
  memberId: number,
  points: number,
  orderNo: string,
  now: number,
) {
  if (points <= 0) return;
  await trx
    .updateTable('member')
    .set((eb) => ({
      points: eb('points', '+', points),
      lifetime_points: eb('lifetime_points', '+', points),
    }))
    .where('id', '=', memberId)
    .execute();
  await trx
    .insertInto('point_record')
    .values({ member_id: memberId, type: 'order', points, reference: orderNo, created_at: now })
    .execute();
}
