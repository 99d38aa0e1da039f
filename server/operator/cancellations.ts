import type { Db } from '../db/database';
import { newRefundNo } from '../modules/order/lifecycle/after-sales';
import { giveBackOrder } from '../modules/order/lifecycle/give-back';
import { lockOrder } from '../modules/order/lifecycle/load';
import { withHistory } from '../modules/order/lifecycle/refund-views';
import type { OrderRow } from '../modules/order/lifecycle/rules';
import { sendMoneyBack, takeBackOrderPoints } from '../modules/payment/api';
import type { PaymentMethods } from '../providers/payment-methods';
import { findOrder } from './orders';
import { OperatorError, yuan } from './format';

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
async function cancelRefund(db: Db, order: OrderRow, now: number) {
  return db.transaction().execute(async (trx) => {
    await lockOrder(trx, order.id);
    const existing = await trx
      .selectFrom('refund')
      .select(['id', 'refund_no', 'amount', 'history'])
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
      .returning(['id', 'refund_no', 'amount', 'history'])
      .executeTakeFirstOrThrow();
  });
}

/**
 * The merchant agrees to cancel a paid order: the whole amount goes back through the provider
 * (or to the balance), then `paid → cancelled` and, only when that update changed a row, stock,
 * coupon and points used come back and points earned are taken back.
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
  const sent = await sendMoneyBack(
    db,
    payments,
    { orderId: order.id, refundNo: refund.refund_no, amount: refund.amount },
    now,
  );
  if (sent !== 'refunded') {
    throw new OperatorError(
      `the payment provider could not send ${yuan(refund.amount)} back for order ${order.order_no}; ` +
        'the request is still processing: run the command again to retry',
    );
  }
  const cancelled = await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('shop_order')
      .set((eb) => ({
        status: 'cancelled',
        cancel_status: null,
        cancelled_at: now,
        refunded_amount: eb('refunded_amount', '+', refund.amount),
        updated_at: now,
      }))
      .where('id', '=', order.id)
      .where('status', '=', 'paid')
      .where('cancel_status', '=', 'processing')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    await trx
      .updateTable('refund')
      .set({
        status: 'refunded',
        refunded_at: now,
        updated_at: now,
        history: withHistory(refund.history, 'refunded', now),
      })
      .where('id', '=', refund.id)
      .execute();
    await giveBackOrder(trx, order, now);
    return true;
  });
  if (!cancelled) throw new OperatorError(`order ${order.order_no} was decided meanwhile`);
  const step = { amount: refund.amount, refundedAfter: order.refunded_amount + refund.amount };
  await takeBackOrderPoints(db, order.id, step, now);
  return (
    `order ${order.order_no} cancelled: ${yuan(refund.amount)} refunded (${refund.refund_no}); ` +
    'stock, coupon and points given back'
  );
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
