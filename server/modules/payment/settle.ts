import type { Db } from '../../db/database';
import { grantOrderPoints } from './points';

/** What became of a payment the provider says went through. */
export type PaidOutcome =
  /** The order is paid by it now (or already was, by this very payment). */
  | 'paid'
  /** The money came for an order that was cancelled, or already paid by another attempt. */
  | 'extra';

/** The outcome, and whether this call made the payment paid (false for a replay or a race lost). */
export interface Settled {
  outcome: PaidOutcome;
  fresh: boolean;
}

/**
 * The provider collected `payment`: `payment pending|failed|closed → paid`, then `order unpaid
 * → paid`, then the points, each step only when the one before changed a row, so that replays
 * and races pay the order once. A closed attempt is included: money the provider says it took
 * is never ignored. Runs inside the caller's transaction.
 */
export async function settlePaid(
  trx: Db,
  payment: { id: number; order_id: number; method: string },
  providerTxn: string,
  now: number,
): Promise<Settled> {
  const changed = await trx
    .updateTable('payment')
    .set({ status: 'paid', provider_txn: providerTxn, paid_at: now, updated_at: now })
    .where('id', '=', payment.id)
    .where('status', 'in', ['pending', 'failed', 'closed'])
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) > 0) {
    const ordered = await trx
      .updateTable('shop_order')
      .set({ status: 'paid', paid_at: now, pay_method: payment.method, updated_at: now })
      .where('id', '=', payment.order_id)
      .where('status', '=', 'unpaid')
      .executeTakeFirst();
    if (Number(ordered.numUpdatedRows) === 0) return { outcome: 'extra', fresh: true };
    await grantOrderPoints(trx, payment.order_id, now);
    return { outcome: 'paid', fresh: true };
  }
  const paidBy = await paidOrderBy(trx, payment.order_id);
  return { outcome: paidBy === payment.id ? 'paid' : 'extra', fresh: false };
}

/**
 * The payment that paid the order, or null for an order never paid. An order paid and cancelled
 * since keeps it, so that a replayed notify of that payment is not taken for extra money.
 */
export async function paidOrderBy(trx: Db, orderId: number): Promise<number | null> {
  const order = await trx
    .selectFrom('shop_order')
    .select(['paid_at'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.paid_at === null) return null;
  const row = await paidPayment(trx, orderId);
  return row?.id ?? null;
}

/** The order's paid attempt that its money stands on, if any (not one refunded as extra). */
export function paidPayment(db: Db, orderId: number) {
  return db
    .selectFrom('payment')
    .select(['id', 'payment_no', 'method', 'amount'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('refund')
            .select('refund.id')
            .whereRef('refund.payment_id', '=', 'payment.id')
            .where('refund.type', '=', 'late'),
        ),
      ),
    )
    .orderBy('paid_at')
    .orderBy('id')
    .executeTakeFirst();
}
