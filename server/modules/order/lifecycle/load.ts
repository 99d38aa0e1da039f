import { CODE_NOT_FOUND } from '../../../../contract/call';
import type { Db } from '../../../db/database';
import { BusinessError } from '../../../errors';
import type { RefundRow } from './refund-views';
import { AFTER_SALES_TYPES, type OrderRow } from './rules';

// Another member's order, refund or invoice answers exactly like a missing one: nobody learns
// from the reply whether an id exists.

/** The member's order: the payments module reads it the same way. */
export { memberOrder } from '../../payment';

export async function memberRefund(db: Db, memberId: number, refundId: number): Promise<RefundRow> {
  const refund = await db
    .selectFrom('refund')
    .selectAll()
    .where('id', '=', refundId)
    .where('member_id', '=', memberId)
    .where('type', 'in', [...AFTER_SALES_TYPES])
    .executeTakeFirst();
  if (!refund) throw new BusinessError(CODE_NOT_FOUND, 'noSuchRefund');
  return refund;
}

export async function orderById(db: Db, orderId: number): Promise<OrderRow | undefined> {
  return db.selectFrom('shop_order').selectAll().where('id', '=', orderId).executeTakeFirst();
}

export async function orderByNo(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('shop_order').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

/**
 * Holds the order's row lock for the rest of the transaction, so that two requests about one
 * order (two after-sales submissions, two invoice requests) run one after the other.
 */
export async function lockOrder(db: Db, orderId: number): Promise<void> {
  await db
    .updateTable('shop_order')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', orderId)
    .execute();
}
