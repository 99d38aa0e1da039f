import type { Db } from '../db/database';
import { listStuckRefunds } from '../modules/order/lifecycle/refund-attention';
import {
  completeRefund,
  failRefundPayout,
  payOutRefund,
} from '../modules/order/lifecycle/refund-payout';
import type { RefundRow } from '../modules/order/lifecycle/refund-views';
import { REFUND_QUERY_AFTER_MS, askAboutRefund } from '../modules/payment/api';
import type { PaymentMethods } from '../providers/payment-methods';
import { OperatorError, columns, shopTime, yuan } from './format';
import { payoutLabel, processingSaid } from './payouts';

// Refunds the payment providers have not paid out (docs/operations.md "Refunds that stay with
// the provider"): which they are, asking the provider again, sending one again under its own
// number, and recording one the operator paid back another way.

export const REFUNDS_USAGE = `  refunds stuck                             refunds not paid out, and those still processing
                                            after a few minutes
  refunds check <refund_no>                 ask the provider now how a processing refund ended
  refunds retry <refund_no>                 send a refund that was not paid out again, under
                                            its own number
  refunds paid <refund_no>                  a refund that was not paid out was paid back
                                            another way: it counts as refunded`;

async function findRefund(db: Db, refundNo: string): Promise<RefundRow> {
  const refund = await db
    .selectFrom('refund')
    .selectAll()
    .where('refund_no', '=', refundNo.trim())
    .executeTakeFirst();
  if (!refund) throw new OperatorError(`no refund has the number "${refundNo}"`);
  return refund;
}

function requireProcessing(refund: RefundRow, notPaidOut: boolean): void {
  if (refund.status === 'processing' && (!notPaidOut || refund.payout_failure)) return;
  const needs = notPaidOut ? 'the provider could not pay it out' : 'it is processing';
  throw new OperatorError(
    `refund ${refund.refund_no} is ${payoutLabel(refund)}: this is only for a refund when ${needs}`,
  );
}

/** What became of a refund, in one line, once a command is through with it. */
async function refundSaid(db: Db, refundNo: string): Promise<string> {
  const refund = await findRefund(db, refundNo);
  if (refund.status === 'refunded') {
    return `refund ${refund.refund_no}: ${yuan(refund.amount)} refunded`;
  }
  return `refund ${refund.refund_no}: ${processingSaid(refund)}`;
}

/** `refunds stuck`: not paid out first, with what to do, then the longest processing. */
export async function listStuckRefundsCommand(db: Db, now: number): Promise<string> {
  const stuck = await listStuckRefunds(db, now);
  if (!stuck.length) {
    return (
      'no refund is stuck: the providers paid out every refund they took more than ' +
      `${REFUND_QUERY_AFTER_MS / 60_000} minutes ago`
    );
  }
  const table = columns([
    ['refund no', 'order no', 'kind', 'amount', 'via', 'member', 'taken', 'state'],
    ...stuck.map((r) => [
      r.refundNo,
      r.orderNo,
      r.kind,
      yuan(r.amount),
      r.method ?? '-',
      r.memberMobile,
      shopTime(r.sentAt),
      r.failure ? `NOT PAID OUT (${r.failure})` : 'processing',
    ]),
  ]);
  const notPaidOut = stuck.some((r) => r.failure)
    ? '\nNOT PAID OUT: the shopper has not had this money. Handle it on the provider’s merchant ' +
      'platform, or pay it back another way and record it with refunds paid <refund_no>; ' +
      'refunds retry <refund_no> sends it again under the same number.'
    : '';
  return `${table}${notPaidOut}`;
}

/** `refunds check`: asks the provider now about a processing refund, and settles it. */
export async function checkRefundCommand(
  db: Db,
  payments: PaymentMethods,
  refundNo: string,
  now: number,
): Promise<string> {
  const refund = await findRefund(db, refundNo);
  requireProcessing(refund, false);
  const state = await askAboutRefund(db, payments, {
    orderId: refund.order_id,
    refundNo: refund.refund_no,
    amount: refund.amount,
    paymentId: refund.type === 'late' ? refund.payment_id : null,
  });
  if (!state) {
    throw new OperatorError(`no payment provider can be asked about refund ${refund.refund_no}`);
  }
  if (state.state === 'refunded') await completeRefund(db, refund.id, now);
  if (state.state === 'failed') await failRefundPayout(db, refund.id, state.reason, now);
  return refundSaid(db, refund.refund_no);
}

/** `refunds retry`: a refund not paid out goes to the provider again under its own number. */
export async function retryRefundCommand(
  db: Db,
  payments: PaymentMethods,
  refundNo: string,
  now: number,
): Promise<string> {
  const refund = await findRefund(db, refundNo);
  requireProcessing(refund, true);
  const { outcome } = await payOutRefund(db, payments, refund, now);
  if (outcome === 'failed') {
    throw new OperatorError(
      `the payment provider refused refund ${refund.refund_no} again: pay it back another way, ` +
        `then refunds paid ${refund.refund_no}`,
    );
  }
  if (outcome === 'pending') {
    // Taken again: processing as if new, asked about after the usual few minutes.
    await db
      .updateTable('refund')
      .set({
        payout_failure: '',
        payout_sent_at: now,
        payout_check_at: now + REFUND_QUERY_AFTER_MS,
      })
      .where('id', '=', refund.id)
      .where('status', '=', 'processing')
      .execute();
  }
  return refundSaid(db, refund.refund_no);
}

/** `refunds paid`: the operator paid back a refund the provider could not. */
export async function paidRefundCommand(db: Db, refundNo: string, now: number): Promise<string> {
  const refund = await findRefund(db, refundNo);
  requireProcessing(refund, true);
  if (!(await completeRefund(db, refund.id, now))) {
    throw new OperatorError(`refund ${refund.refund_no} was settled meanwhile`);
  }
  return `${await refundSaid(db, refund.refund_no)} (paid back another way)`;
}
