import type { Db } from '../../db/database';
import type { PaymentProvider } from '../../providers/payment';
import type { PaymentMethods } from '../../providers/payment-methods';
import { applyPaidPayment } from './notify';

/** How often one pending attempt may be asked about: providers limit how often they answer. */
export const QUERY_GAP_MS = 5_000;

const SHOP_METHODS: readonly string[] = ['wechat', 'alipay', 'balance'];

/**
 * The provider's own fields of a return address. The shop's return URL carries its own
 * parameters (order_id, payment_no, method), which the provider keeps and does not sign, and
 * Alipay adds a `method` of its own (alipay.trade.wap.pay.return) beside the shop's.
 */
export function providerFields(returnQuery: string): Record<string, string> {
  const fields = [...new URLSearchParams(returnQuery.replace(/^\?/, ''))].filter(
    ([key, value]) =>
      key !== 'order_id' &&
      key !== 'payment_no' &&
      !(key === 'method' && SHOP_METHODS.includes(value)),
  );
  return Object.fromEntries(fields);
}

/** Whether the provider signed the shopper's return for this very payment and amount. */
function returnedFor(
  payment: { payment_no: string; amount: number },
  attempt: { returnQuery?: string | undefined },
  provider: PaymentProvider,
): boolean {
  if (!attempt.returnQuery || !provider.verifyReturn) return false;
  const vouched = provider.verifyReturn(providerFields(attempt.returnQuery));
  return vouched?.paymentNo === payment.payment_no && vouched.amount === payment.amount;
}

/**
 * The fallback for a notify that is late or lost: while the shopper waits on an attempt, its
 * provider is asked (at most once per QUERY_GAP_MS for all instances together: the ask is
 * claimed by moving the attempt's updated_at on from the value read). Paid there makes it paid
 * here, through the same path as a notify; refused there marks it failed. The shopper coming
 * back with a return the provider signed for this payment has it asked at once, the first time.
 */
export async function askProviderAbout(
  db: Db,
  methods: PaymentMethods,
  attempt: { orderId: number; paymentNo: string; returnQuery?: string | undefined },
  now: number,
): Promise<void> {
  const { orderId, paymentNo } = attempt;
  const payment = await db
    .selectFrom('payment')
    .select(['id', 'payment_no', 'order_id', 'method', 'amount', 'created_at', 'updated_at'])
    .where('payment_no', '=', paymentNo)
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const provider = payment && methods.of(payment.method);
  if (!payment || !provider) return;
  // Most polls come before the gap is over: they neither write nor check a signature.
  const due = payment.updated_at <= now - QUERY_GAP_MS;
  const neverAsked = payment.updated_at === payment.created_at;
  if (!due && !(neverAsked && returnedFor(payment, attempt, provider))) return;
  // Claimed by moving updated_at from the value read: of callers racing, one asks.
  const claimed = await db
    .updateTable('payment')
    .set({ updated_at: now })
    .where('id', '=', payment.id)
    .where('status', '=', 'pending')
    .where('updated_at', '=', payment.updated_at)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return;
  const state = await provider.query(payment.payment_no);
  if (state === 'paid') {
    await applyPaidPayment(db, methods, payment, '', now);
  } else if (state === 'failed') {
    const failed = await db
      .updateTable('payment')
      .set({ status: 'failed', updated_at: now })
      .where('id', '=', payment.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(failed.numUpdatedRows) > 0) methods.recordResult(payment.method, 'failed');
  }
}
