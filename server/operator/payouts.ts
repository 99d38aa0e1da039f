import type { RefundRow } from '../modules/order/lifecycle/refund-views';
import { REFUND_QUERY_AFTER_MS } from '../modules/payment/api';
import { shopTime, yuan } from './format';

// How the operator reads a refund's money on its way: with the payment provider since when, or
// not paid out (then the operator must act: docs/operations.md "Refunds that stay with the
// provider").

type Payout = Pick<RefundRow, 'status' | 'payout_failure' | 'payout_sent_at'>;

/** A refund's status as the operator reads it: `processing`, or NOT PAID OUT with the reason. */
export function payoutLabel(refund: Payout): string {
  if (refund.status !== 'processing') return refund.status;
  return refund.payout_failure ? `NOT PAID OUT (${refund.payout_failure})` : 'processing';
}

/** A processing refund in one sentence, after it was sent or when it is shown. */
export function processingSaid(refund: Payout & Pick<RefundRow, 'refund_no' | 'amount'>): string {
  if (refund.payout_failure) {
    return (
      `the payment provider could not pay ${yuan(refund.amount)} out for ${refund.refund_no} ` +
      `(${refund.payout_failure}): send it to the shopper another way, then refunds paid ${refund.refund_no}`
    );
  }
  return (
    `the payment provider took ${yuan(refund.amount)} for ${refund.refund_no} on ` +
    `${shopTime(refund.payout_sent_at)} and is paying it out: it counts as refunded once the ` +
    'provider says the money arrived (refunds stuck lists it when that takes over ' +
    `${REFUND_QUERY_AFTER_MS / 60_000} minutes)`
  );
}
