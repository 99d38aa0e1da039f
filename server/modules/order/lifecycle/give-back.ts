import type { Db } from '../../../db/database';
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
