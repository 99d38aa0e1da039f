import type { Db } from '../db/database';
import { agreeCancellation, refuseCancellation } from '../modules/order';
import { OPERATOR } from '../modules/staff';
import type { PaymentMethods } from '../providers/payment-methods';
import { yuan } from './format';
import { asOperator } from './order-refusal';
import { processingSaid } from './payouts';

// The merchant's decisions on a cancellation request, from the command line: the rules are the
// order module's (server/modules/order/merchant), the console's too.

/** The merchant agrees to cancel a paid order: a full refund, and stock, coupon and points back. */
export async function agreeCancelCommand(
  db: Db,
  payments: PaymentMethods,
  orderNo: string,
  now: number,
): Promise<string> {
  const { order, refund, outcome } = await asOperator(
    agreeCancellation(db, payments, OPERATOR, orderNo, now),
  );
  const money =
    outcome === 'refunded'
      ? `${yuan(refund.amount)} refunded (${refund.refund_no})`
      : processingSaid(refund);
  return `order ${order.order_no} cancelled: ${money}; stock, coupon and points given back`;
}

/** The merchant refuses: the cancellation is rejected with the reason, and the order ships. */
export async function refuseCancelCommand(
  db: Db,
  orderNo: string,
  reason: string,
  now: number,
): Promise<string> {
  const order = await asOperator(refuseCancellation(db, OPERATOR, orderNo, reason, now));
  return `the cancellation of order ${order.order_no} is refused: "${order.cancel_refuse_reason}"`;
}
