import type { Db } from '../db/database';
import { newRefundNo } from '../modules/order/lifecycle/after-sales';
import { lockOrder } from '../modules/order/lifecycle/load';
import { payOutRefund } from '../modules/order/lifecycle/refund-payout';
import { withHistory, type RefundRow } from '../modules/order/lifecycle/refund-views';
import type { OrderRow } from '../modules/order/lifecycle/rules';
import type { PaymentMethods } from '../providers/payment-methods';
import { findOrder } from './orders';
import { OperatorError, yuan } from './format';
import { processingSaid } from './payouts';

function requireProcessing(order: OrderRow): void {
  if (order.status === 'paid' && order.cancel_status === 'processing') return;
  const state =
    order.status === 'paid'
      ? order.cancel_status === 'rejected'
        ? 'its cancellation was already refused'
        : 'nobody asked to cancel it'
      : `it is ${order.status}`;
  throw new OperatorError(`order ${order.order_no} has no cancellation to decide: ${state}`);
}

/**
 * The refund row of the agreed cancellation: made on the first try, reused when the money could
 * not be sent and the operator tries again, so the provider sees one refund number.
 */
async function cancelRefund(db: Db, order: OrderRow, now: number): Promise<RefundRow> {
  return db.transaction().execute(async (trx) => {
    await lockOrder(trx, order.id);
    const existing = await trx
      .selectFrom('refund')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('type', '=', 'cancel')
      .executeTakeFirst();
    if (existing) return existing;
    return trx
      .insertInto('refund')
      .values({
        refund_no: newRefundNo(now),
        order_id: order.id,
        member_id: order.member_id,
        type: 'cancel',
        status: 'agreed',
        reason: order.cancel_reason,
        amount: order.pay_amount - order.refunded_amount,
        history: withHistory('[]', 'agreed', now),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * The merchant agrees to cancel a paid order: the whole amount goes back through the provider
 * (or to the balance). Once the provider took it, `paid → cancelled` and, only when that update
 * changed a row, stock, coupon and points used come back and points earned are taken back; the
 * order's refunded amount grows once the money arrived, at once or when the provider says so
 * (refund-payout.ts).
 */
export async function agreeCancelCommand(
  db: Db,
  payments: PaymentMethods,
  orderNo: string,
  now: number,
): Promise<string> {
  const order = await findOrder(db, orderNo);
  requireProcessing(order);
  const refund = await cancelRefund(db, order, now);
  const { outcome, moved } = await payOutRefund(db, payments, refund, now);
  if (outcome === 'failed') {
    throw new OperatorError(
      `the payment provider could not send ${yuan(refund.amount)} back for order ${order.order_no}; ` +
        'the request is still processing: run the command again to retry',
    );
  }
  const [after, sent] = await Promise.all([
    findOrder(db, orderNo),
    db.selectFrom('refund').selectAll().where('id', '=', refund.id).executeTakeFirstOrThrow(),
  ]);
  if (!moved || after.status !== 'cancelled') {
    throw new OperatorError(`order ${order.order_no} was decided meanwhile`);
  }
  const money =
    outcome === 'refunded'
      ? `${yuan(refund.amount)} refunded (${refund.refund_no})`
      : processingSaid(sent);
  return `order ${order.order_no} cancelled: ${money}; stock, coupon and points given back`;
}

/** The merchant refuses: the cancellation is rejected with the reason, and the order ships. */
export async function refuseCancelCommand(
  db: Db,
  orderNo: string,
  reason: string,
  now: number,
): Promise<string> {
  if (!reason.trim()) throw new OperatorError('say why the cancellation is refused');
  const order = await findOrder(db, orderNo);
  requireProcessing(order);
  const changed = await db
    .updateTable('shop_order')
    .set({ cancel_status: 'rejected', cancel_refuse_reason: reason.trim(), updated_at: now })
    .where('id', '=', order.id)
    .where('status', '=', 'paid')
    .where('cancel_status', '=', 'processing')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) {
    throw new OperatorError(`order ${order.order_no} was decided meanwhile`);
  }
  return `the cancellation of order ${order.order_no} is refused: "${reason.trim()}"`;
}
