import type { Db } from '../../../db/database';
import type { PaymentMethods } from '../../../providers/payment-methods';
import { REFUND_QUERY_AFTER_MS, askAboutRefund } from '../../payment';
import { completeRefund, failRefundPayout } from './refund-payout';

/** Refunds one sweep asks about at most; the rest wait for the next one. */
export const REFUND_SWEEP_BATCH = 50;
/** However long a refund has been processing, it is asked about at least this often. */
const LONGEST_QUERY_GAP_MS = 60 * 60_000;

/**
 * When to ask again about a refund still processing: 5 minutes after it was taken, then a
 * quarter of its age (a card refund takes days), at most an hour.
 */
export function nextRefundQuery(sentAt: number, now: number): number {
  const gap = Math.min(LONGEST_QUERY_GAP_MS, Math.max(REFUND_QUERY_AFTER_MS, (now - sentAt) / 4));
  return now + Math.floor(gap);
}

export type RefundSweepFailure = (error: unknown, refundId: number) => void;

/**
 * Asks the provider about refunds still processing whose time to be asked about has come
 * (REFUND_QUERY_AFTER_MS after the provider took them, when no notify told their end), oldest
 * first, and settles each by the answer: refunded, or not paid out (marked for the operator).
 * Safe on several instances at once: a refund is claimed by moving its `payout_check_at` on
 * from the value read, and only the run whose update changed the row asks. A provider that
 * cannot be reached leaves the refund processing, to be asked again by the next run. Answers
 * how many refunds this run settled.
 */
export async function settlePendingRefunds(
  db: Db,
  payments: PaymentMethods,
  now: number,
  limit = REFUND_SWEEP_BATCH,
  onFailure: RefundSweepFailure = () => {},
): Promise<number> {
  const due = await db
    .selectFrom('refund')
    .selectAll()
    .where('status', '=', 'processing')
    .where('payout_failure', '=', '')
    .where('payout_check_at', '<=', now)
    .orderBy('payout_check_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  let settled = 0;
  for (const refund of due) {
    const askedAt = refund.payout_check_at;
    if (askedAt === null) continue;
    const claimed = await db
      .updateTable('refund')
      .set({ payout_check_at: nextRefundQuery(refund.payout_sent_at ?? askedAt, now) })
      .where('id', '=', refund.id)
      .where('status', '=', 'processing')
      .where('payout_check_at', '=', askedAt)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    try {
      const state = await askAboutRefund(db, payments, {
        orderId: refund.order_id,
        refundNo: refund.refund_no,
        amount: refund.amount,
        paymentId: refund.type === 'late' ? refund.payment_id : null,
      });
      if (state?.state === 'refunded' && (await completeRefund(db, refund.id, now))) settled += 1;
      if (state?.state === 'failed' && (await failRefundPayout(db, refund.id, state.reason, now))) {
        settled += 1;
      }
    } catch (error) {
      onFailure(error, refund.id);
      // Asked again by the next run, as if this one had not claimed it.
      await db
        .updateTable('refund')
        .set({ payout_check_at: askedAt })
        .where('id', '=', refund.id)
        .where('status', '=', 'processing')
        .execute();
    }
  }
  return settled;
}
