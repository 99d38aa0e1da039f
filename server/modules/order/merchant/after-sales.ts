import type { RefundStatus } from '../../../../contract/order';
import type { Db } from '../../../db/database';
import type { RefundOutcome } from '../../../providers/payment';
import type { PaymentMethods } from '../../../providers/payment-methods';
import { writeAudit, type Actor } from '../../staff';
import { moveRefund } from '../lifecycle/after-sales';
import { payOutRefund } from '../lifecycle/refund-payout';
import type { RefundRow } from '../lifecycle/refund-views';
import { AFTER_SALES_TYPES } from '../lifecycle/rules';
import { takeBackRestocked } from './return-receipt';
import { OrderRefusal, yuanText } from './refusal';

// The merchant's decisions on an after-sales request (docs/order-states.md): review, agree,
// refuse with a reason (a return also once its parcel came back), and refund. The console and
// the operator's command call these; each change is written to the audit log.

/** A request as the console names it (its id) or the operator (its number). */
export type AfterSalesRef = { id: number } | { refundNo: string };

export async function merchantAfterSales(db: Db, ref: AfterSalesRef): Promise<RefundRow> {
  let query = db
    .selectFrom('refund')
    .selectAll()
    .where('type', 'in', [...AFTER_SALES_TYPES]);
  query =
    'id' in ref
      ? query.where('id', '=', ref.id)
      : query.where('refund_no', '=', ref.refundNo.trim());
  const refund = await query.executeTakeFirst();
  if (refund) return refund;
  const refundNo = 'id' in ref ? String(ref.id) : ref.refundNo;
  throw new OrderRefusal('not_found', 'afterSalesUnknown', { refundNo });
}

const meanwhile = (refund: RefundRow) =>
  new OrderRefusal('conflict', 'afterSalesDecidedMeanwhile', { refundNo: refund.refund_no });

/** A received return, waiting for its refund. */
export const isReceived = (refund: RefundRow) =>
  refund.type === 'return' && refund.status === 'returning' && refund.received_at !== null;

/** Whose money may be sent now: a received return, or an agreed refund whose payout failed. */
export const isPayable = (refund: RefundRow) =>
  isReceived(refund) || (refund.type === 'refund' && refund.status === 'agreed');

/** Moves the request and writes the audit row in one transaction; refused if moved meanwhile. */
interface Step {
  to: RefundStatus;
  action: string;
  changes?: { refuse_reason?: string };
  /** More of the change, in the same transaction: what it did, for the audit row. */
  inside?: (trx: Db) => Promise<Record<string, unknown>>;
}

async function moveAudited(
  db: Db,
  actor: Actor,
  refund: RefundRow,
  { to, action, changes: extra = {}, inside }: Step,
  now: number,
): Promise<RefundRow> {
  const moved = await db.transaction().execute(async (trx) => {
    if (!(await moveRefund(trx, refund, [refund.status as RefundStatus], to, extra, now))) {
      return false;
    }
    const more = inside ? await inside(trx) : {};
    await writeAudit(
      trx,
      actor,
      {
        action,
        recordType: 'refund',
        recordId: refund.refund_no,
        before: { status: refund.status, ...(extra.refuse_reason ? { refuse_reason: '' } : {}) },
        after: { status: to, ...extra, ...more },
      },
      now,
    );
    return true;
  });
  if (!moved) throw meanwhile(refund);
  return merchantAfterSales(db, { id: refund.id });
}

/** The merchant starts looking at a request: `requested → reviewing`. */
export async function reviewAfterSales(db: Db, actor: Actor, ref: AfterSalesRef, now: number) {
  const refund = await merchantAfterSales(db, ref);
  if (refund.status !== 'requested') {
    throw new OrderRefusal('conflict', 'afterSalesNotReviewable', { refundNo: refund.refund_no });
  }
  return moveAudited(db, actor, refund, { to: 'reviewing', action: 'aftersales.review' }, now);
}

export interface PaidAfterSales {
  refund: RefundRow;
  /** What the provider did with the money; null for a return agreed to, which waits for its parcel. */
  outcome: Exclude<RefundOutcome, 'failed'> | null;
}

/**
 * Sends the request's money back (refund-payout.ts): refunded at once, or processing at the
 * provider. The provider refunds one refund number once and the refund's row lock lets one call
 * record it: of two staff refunding at once, one wins and the other is told.
 */
export async function payAfterSales(
  db: Db,
  payments: PaymentMethods,
  actor: Actor,
  ref: AfterSalesRef,
  now: number,
): Promise<PaidAfterSales> {
  const refund = await merchantAfterSales(db, ref);
  if (!isPayable(refund)) {
    throw new OrderRefusal('conflict', 'afterSalesNotPayable', { refundNo: refund.refund_no });
  }
  const { outcome, moved } = await payOutRefund(db, payments, refund, now);
  if (outcome === 'failed') {
    throw new OrderRefusal('unavailable', 'afterSalesPayoutFailed', {
      refundNo: refund.refund_no,
      amount: yuanText(refund.amount),
      status: refund.status,
    });
  }
  if (!moved) throw meanwhile(refund);
  const after = await merchantAfterSales(db, { id: refund.id });
  await writeAudit(
    db,
    actor,
    {
      action: 'aftersales.refund',
      recordType: 'refund',
      recordId: refund.refund_no,
      before: { status: refund.status },
      after: { status: after.status, amount: after.amount, provider: outcome },
    },
    now,
  );
  return { refund: after, outcome };
}

/**
 * The merchant agrees (a request not yet reviewed is reviewed on the way): a refund only is paid
 * back at once; a return waits for its parcel. Agreeing again to a refund only whose payment
 * failed retries it.
 */
export async function agreeAfterSales(
  db: Db,
  payments: PaymentMethods,
  actor: Actor,
  ref: AfterSalesRef,
  now: number,
): Promise<PaidAfterSales> {
  let refund = await merchantAfterSales(db, ref);
  if (refund.type === 'refund' && refund.status === 'agreed') {
    return payAfterSales(db, payments, actor, { id: refund.id }, now);
  }
  if (refund.status !== 'requested' && refund.status !== 'reviewing') {
    throw new OrderRefusal('conflict', 'afterSalesNotAgreeable', { refundNo: refund.refund_no });
  }
  if (refund.status === 'requested') {
    const review = { to: 'reviewing', action: 'aftersales.review' } as const;
    refund = await moveAudited(db, actor, refund, review, now);
  }
  refund = await moveAudited(db, actor, refund, { to: 'agreed', action: 'aftersales.agree' }, now);
  if (refund.type === 'return') return { refund, outcome: null };
  return payAfterSales(db, payments, actor, { id: refund.id }, now);
}

/**
 * The merchant refuses with the reason the shopper reads: a new request or one under review,
 * or a return whose parcel came back (its pieces go back to the shopper, and leave the stock).
 */
export async function refuseAfterSales(
  db: Db,
  actor: Actor,
  ref: AfterSalesRef,
  reasonText: string,
  now: number,
): Promise<RefundRow> {
  const reason = reasonText.trim();
  if (!reason) throw new OrderRefusal('invalid', 'afterSalesRefuseReasonNeeded');
  const refund = await merchantAfterSales(db, ref);
  const received = isReceived(refund);
  if (!received && refund.status !== 'requested' && refund.status !== 'reviewing') {
    throw new OrderRefusal('conflict', 'afterSalesNotRefusable', { refundNo: refund.refund_no });
  }
  const takeBack = received
    ? async (trx: Db) => ({ taken_from_stock: await takeBackRestocked(trx, refund) })
    : undefined;
  const step = { to: 'refused', action: 'aftersales.refuse', inside: takeBack } as const;
  return moveAudited(db, actor, refund, { ...step, changes: { refuse_reason: reason } }, now);
}
