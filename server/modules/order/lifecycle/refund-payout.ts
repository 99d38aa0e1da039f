import type { RefundStatus } from '../../../../contract/order';
import type { Db } from '../../../db/database';
import type { RefundOutcome } from '../../../providers/payment';
import type { PaymentMethods } from '../../../providers/payment-methods';
import { sendMoneyBack, takeBackOrderPoints } from '../../payment';
import { moveRefund } from './after-sales';
import { giveBackOrder, giveBackSpentPoints } from './give-back';
import type { RefundRow } from './refund-views';
import type { OrderRow } from './rules';

// A refund's money leaving the shop (docs/order-states.md "Refunds and the provider"): the
// provider pays it back at once, or takes it and pays it out later (`processing`) until its
// notify or a query says it arrived (`refunded`) or could not be paid out (then the operator
// sends it another way). Every step takes the refund's row lock and checks the state it moves
// from, so the operator's command, a notify and the sweep arriving together settle it once.

/** The states a refund's money may be on its way from, by the refund's type. */
const SENT_FROM: Record<string, readonly string[]> = {
  refund: ['agreed'],
  return: ['returning'],
  cancel: ['agreed'],
  late: ['agreed'],
};

const isSent = (refund: RefundRow) =>
  (SENT_FROM[refund.type] ?? []).includes(refund.status) || refund.status === 'processing';

/** Locks the refund's row for the rest of the transaction and reads it as it is now. */
async function lockedRefund(trx: Db, refundId: number): Promise<RefundRow | undefined> {
  await trx
    .updateTable('refund')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', refundId)
    .execute();
  return trx.selectFrom('refund').selectAll().where('id', '=', refundId).executeTakeFirst();
}

/**
 * An agreed cancellation whose refund the provider took: `paid → cancelled`, and only when that
 * changed the row, stock, coupon and points spent come back. The order as it was, or null.
 */
async function cancelForRefund(trx: Db, orderId: number, now: number): Promise<OrderRow | null> {
  const order = await trx
    .selectFrom('shop_order')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const changed = await trx
    .updateTable('shop_order')
    .set({ status: 'cancelled', cancel_status: null, cancelled_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .where('cancel_status', '=', 'processing')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) return null;
  await giveBackOrder(trx, order, now);
  return order;
}

/** Points earned on a cancelled order go back with the cancellation, once it happened. */
async function takeBackCancelled(db: Db, refund: RefundRow, order: OrderRow | null, now: number) {
  if (!order) return;
  const step = { amount: refund.amount, refundedAfter: order.refunded_amount + refund.amount };
  await takeBackOrderPoints(db, refund.order_id, step, now);
}

/**
 * The provider took the refund and pays it out later: `→ processing`. An agreed cancellation
 * is cancelled now (the order will not ship); what is refunded of the order grows only once the
 * money arrived. Answers whether this call moved it.
 */
export async function acceptRefund(db: Db, refundId: number, now: number): Promise<boolean> {
  const moved = await db.transaction().execute(async (trx) => {
    const refund = await lockedRefund(trx, refundId);
    if (!refund || !(SENT_FROM[refund.type] ?? []).includes(refund.status)) return null;
    await moveRefund(trx, refund, [refund.status as RefundStatus], 'processing', {}, now);
    const cancelled =
      refund.type === 'cancel' ? await cancelForRefund(trx, refund.order_id, now) : null;
    return { refund, cancelled };
  });
  if (!moved) return false;
  await takeBackCancelled(db, moved.refund, moved.cancelled, now);
  return true;
}

/**
 * The money arrived: `→ refunded`, and only when that moved the row, the order's refunded
 * amount grows and, for after-sales, the points spent on the refunded part come back and the
 * points earned on it are taken back; a cancellation not yet cancelled is cancelled now. Money
 * that came late only has its refund marked. Answers whether this call moved it.
 */
export async function completeRefund(db: Db, refundId: number, now: number): Promise<boolean> {
  const done = await db.transaction().execute(async (trx) => {
    const refund = await lockedRefund(trx, refundId);
    if (!refund || !isSent(refund)) return null;
    await moveRefund(trx, refund, [refund.status as RefundStatus], 'refunded', {}, now);
    if (refund.type === 'late') return { refund, refundedAfter: 0, cancelled: null };
    // A cancellation still waiting for its refund is cancelled first, from the order as it was.
    const cancelled =
      refund.type === 'cancel' ? await cancelForRefund(trx, refund.order_id, now) : null;
    const order = await trx
      .updateTable('shop_order')
      .set((eb) => ({
        refunded_amount: eb('refunded_amount', '+', refund.amount),
        updated_at: now,
      }))
      .where('id', '=', refund.order_id)
      .returning('refunded_amount')
      .executeTakeFirstOrThrow();
    if (refund.type !== 'cancel') await giveBackSpentPoints(trx, refund.order_id, now);
    return { refund, refundedAfter: order.refunded_amount, cancelled };
  });
  if (!done) return false;
  const { refund } = done;
  if (refund.type === 'cancel') await takeBackCancelled(db, refund, done.cancelled, now);
  if (refund.type === 'refund' || refund.type === 'return') {
    const step = { amount: refund.amount, refundedAfter: done.refundedAfter };
    await takeBackOrderPoints(db, refund.order_id, step, now);
  }
  return true;
}

/**
 * The provider could not pay the refund out (`reason` in its words: ABNORMAL, CLOSED, or none
 * found): it stays `processing`, never refunded, marked for the operator to send the money
 * another way. Answers whether this call marked it.
 */
export async function failRefundPayout(
  db: Db,
  refundId: number,
  reason: string,
  now: number,
): Promise<boolean> {
  await acceptRefund(db, refundId, now);
  const marked = await db
    .updateTable('refund')
    .set({ payout_failure: reason.slice(0, 32) || 'FAILED', updated_at: now })
    .where('id', '=', refundId)
    .where('status', '=', 'processing')
    .where('payout_failure', '=', '')
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) > 0;
}

/**
 * Sends a refund's money back through the provider of the payment it refunds (or to the
 * balance) under the refund's own number, and records what became of it: refunded at once,
 * processing at the provider, or refused (then nothing changed, and the same number may be
 * sent again). `moved` says whether this call recorded it, rather than another one meanwhile.
 */
export async function payOutRefund(
  db: Db,
  payments: PaymentMethods,
  refund: RefundRow,
  now: number,
): Promise<{ outcome: RefundOutcome; moved: boolean }> {
  const request = {
    orderId: refund.order_id,
    refundNo: refund.refund_no,
    amount: refund.amount,
    paymentId: refund.type === 'late' ? refund.payment_id : null,
  };
  const outcome = await sendMoneyBack(db, payments, request, now);
  if (outcome === 'refunded') return { outcome, moved: await completeRefund(db, refund.id, now) };
  if (outcome === 'pending') return { outcome, moved: await acceptRefund(db, refund.id, now) };
  return { outcome, moved: false };
}
