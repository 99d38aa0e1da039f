import type { Db } from '../../db/database';
import type { PaymentMethods } from '../../providers/payment-methods';
import { applyPaidPayment } from './notify';

/** How often one pending attempt may be asked about: providers limit how often they answer. */
export const QUERY_GAP_MS = 5_000;

function queryOf(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text.replace(/^\?/, '')));
}

/**
 * The fallback for a notify that is late or lost: while the shopper waits on an attempt, its
 * provider is asked (at most once per QUERY_GAP_MS for all instances together: the ask is
 * claimed by moving the attempt's updated_at). Paid there makes it paid here, through the same
 * path as a notify; refused there marks it failed. The shopper coming back with a return the
 * provider signed for this payment has it asked at once.
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
    .select(['id', 'payment_no', 'order_id', 'method', 'amount'])
    .where('payment_no', '=', paymentNo)
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const provider = payment && methods.of(payment.method);
  if (!payment || !provider) return;
  const vouched = attempt.returnQuery
    ? provider.verifyReturn?.(queryOf(attempt.returnQuery))
    : null;
  const returned = vouched?.paymentNo === paymentNo && vouched.amount === payment.amount;
  const claimed = await db
    .updateTable('payment')
    .set({ updated_at: now })
    .where('id', '=', payment.id)
    .where('status', '=', 'pending')
    .where((eb) => {
      const due = eb('updated_at', '<=', now - QUERY_GAP_MS);
      // A signed return lets the shop ask at once, the first time.
      return returned ? eb.or([due, eb('updated_at', '=', eb.ref('created_at'))]) : due;
    })
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return;
  const state = await provider.query(payment.payment_no);
  if (state === 'paid') {
    await applyPaidPayment(db, methods, payment, '', now);
  } else if (state === 'failed') {
    await db
      .updateTable('payment')
      .set({ status: 'failed', updated_at: now })
      .where('id', '=', payment.id)
      .where('status', '=', 'pending')
      .execute();
  }
}
