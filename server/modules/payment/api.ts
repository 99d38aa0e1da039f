import type { Db } from '../../db/database';
import type { PaymentMethods } from '../../providers/payment-methods';
import { applyPaidPayment } from './notify';

// What the rest of the shop asks of payments: the order's cancellation and sweep, the
// merchant's refunds and the operator's balance top-ups.

export {
  REFUND_QUERY_AFTER_MS,
  addBalance,
  askAboutRefund,
  refundPayment,
  sendMoneyBack,
} from './money-back';
export { takeBackOrderPoints } from './points';

/**
 * Asks the provider to close every pending attempt to pay the order. When one was paid before
 * it could be closed, the payment is applied (the order becomes paid, points granted) and the
 * answer is 'paid'; it is also 'paid' when the order is already paid. Otherwise the attempts
 * are closed and the answer is 'closed': the caller may cancel the order.
 */
export async function closeOpenPayments(
  db: Db,
  methods: PaymentMethods,
  orderId: number,
  now: number,
): Promise<'closed' | 'paid'> {
  const open = await db
    .selectFrom('payment')
    .select(['id', 'payment_no', 'order_id', 'method', 'amount'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .where('method', '!=', 'balance')
    .orderBy('id')
    .execute();
  for (const payment of open) {
    // A method no longer offered cannot be asked: its provider lets the payment expire.
    const provider = methods.of(payment.method);
    const state = provider ? await provider.close(payment.payment_no) : 'closed';
    if (state === 'paid') {
      await applyPaidPayment(db, methods, payment, '', now);
      continue;
    }
    await db
      .updateTable('payment')
      .set({ status: 'closed', updated_at: now })
      .where('id', '=', payment.id)
      .where('status', '=', 'pending')
      .execute();
  }
  const order = await db
    .selectFrom('shop_order')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirst();
  const paid = order !== undefined && order.status !== 'unpaid' && order.status !== 'cancelled';
  return paid ? 'paid' : 'closed';
}
