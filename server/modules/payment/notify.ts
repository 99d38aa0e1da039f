import type { Db } from '../../db/database';
import type { PaymentProvider, VerifiedNotify } from '../../providers/payment';
import type { PaymentMethods } from '../../providers/payment-methods';
import { recordExtraRefund, sendExtraRefund } from './extra-refunds';
import { settlePaid } from './settle';

/**
 * How a verified notify was taken: applied (now or before; the provider may stop calling),
 * refused (no such payment, or not its amount: nothing changed), or applied with money to send
 * back that the provider could not refund yet (it should call again).
 */
export type NotifyOutcome = 'applied' | 'unknownPayment' | 'amountMismatch' | 'refundPending';

interface PaymentRow {
  id: number;
  payment_no: string;
  order_id: number;
  method: string;
  amount: number;
}

/**
 * Applies a payment the provider collected, in one transaction (docs/order-states.md
 * "Payment"); money that can no longer pay its order is sent back right after.
 */
export async function applyPaidPayment(
  db: Db,
  methods: PaymentMethods,
  payment: PaymentRow,
  providerTxn: string,
  now: number,
): Promise<'applied' | 'refundPending'> {
  const { outcome, fresh } = await db.transaction().execute(async (trx) => {
    const settled = await settlePaid(trx, payment, providerTxn, now);
    if (settled.outcome === 'extra') await recordExtraRefund(trx, payment, now);
    return settled;
  });
  if (fresh) methods.recordResult(payment.method, outcome);
  if (outcome === 'paid') return 'applied';
  const sent = await sendExtraRefund(db, methods, payment, now);
  return sent ? 'applied' : 'refundPending';
}

/**
 * Applies a notify whose signature held; a replay of one already applied changes nothing. Only
 * the provider that collects the payment's method speaks for it.
 */
export async function applyNotify(
  db: Db,
  methods: PaymentMethods,
  provider: PaymentProvider,
  notify: VerifiedNotify,
  now: number,
): Promise<NotifyOutcome> {
  const payment = await db
    .selectFrom('payment')
    .select(['id', 'payment_no', 'order_id', 'method', 'amount'])
    .where('payment_no', '=', notify.paymentNo)
    .where('method', '!=', 'balance')
    .where('status', 'in', ['pending', 'failed', 'closed', 'paid'])
    .executeTakeFirst();
  if (!payment || methods.of(payment.method) !== provider) return 'unknownPayment';
  if (payment.amount !== notify.amount) return 'amountMismatch';
  if (notify.result === 'paid') {
    return applyPaidPayment(db, methods, payment, notify.providerTxn, now);
  }
  const failed = await db
    .updateTable('payment')
    .set({ status: 'failed', provider_txn: notify.providerTxn, updated_at: now })
    .where('id', '=', payment.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(failed.numUpdatedRows) > 0) methods.recordResult(payment.method, 'failed');
  return 'applied';
}
