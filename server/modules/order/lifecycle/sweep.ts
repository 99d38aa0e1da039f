import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database';
import type { PaymentMethods } from '../../../providers/payment-methods';
import { cancelUnpaidOrder } from './cancel';
import { REFUND_SWEEP_BATCH, settlePendingRefunds } from './refund-sweep';
import { TIMEOUT_REASON } from './words';

/** Orders one sweep takes at most; the rest wait for the next one. */
export const ORDER_SWEEP_BATCH = 50;

/**
 * How long a sweep's claim on one order holds: ample for the provider's answers about that
 * order's payments. A run that dies holding a claim leaves the order to a run after this.
 */
export const SWEEP_CLAIM_MS = 5 * 60_000;

export type SweepFailure = (error: unknown, orderId: number) => void;

/**
 * Claims an overdue order for this run with one conditional update: it must still be unpaid and
 * nobody else's claim may hold. Only the run whose update changed the row goes on to call the
 * payment provider, so several instances never close the same payments.
 */
async function claimOrder(db: Db, orderId: number, runId: string, now: number): Promise<boolean> {
  const claimed = await db
    .updateTable('shop_order')
    .set({ sweep_claimed_by: runId, sweep_claimed_until: now + SWEEP_CLAIM_MS })
    .where('id', '=', orderId)
    .where('status', '=', 'unpaid')
    .where((eb) =>
      eb.or([eb('sweep_claimed_until', 'is', null), eb('sweep_claimed_until', '<=', now)]),
    )
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Lets go of an order this run claimed, so that the next run can take it at once. */
async function releaseOrder(db: Db, orderId: number, runId: string): Promise<void> {
  await db
    .updateTable('shop_order')
    .set({ sweep_claimed_by: null, sweep_claimed_until: null })
    .where('id', '=', orderId)
    .where('sweep_claimed_by', '=', runId)
    .execute();
}

/**
 * Cancels unpaid orders whose pay deadline has passed, oldest deadline first, through the same
 * path as a member's cancellation. Safe on several instances at once: each order is claimed by
 * one run before its payments are closed at the provider (docs/operations.md). Answers how many
 * orders this run cancelled.
 */
export async function cancelOverdueOrders(
  db: Db,
  payments: PaymentMethods,
  now: number,
  limit = ORDER_SWEEP_BATCH,
  onFailure: SweepFailure = () => {},
): Promise<number> {
  const runId = randomBytes(16).toString('hex');
  // Claims are dated by the time the run has taken since `now`, so that an order claimed late
  // in a slow run still gets the whole claim.
  const started = Date.now();
  const clock = () => now + (Date.now() - started);
  const overdue = await db
    .selectFrom('shop_order')
    .selectAll()
    .where('status', '=', 'unpaid')
    .where('pay_deadline', '<=', now)
    .where((eb) =>
      eb.or([eb('sweep_claimed_until', 'is', null), eb('sweep_claimed_until', '<=', now)]),
    )
    .orderBy('pay_deadline')
    .orderBy('id')
    .limit(limit)
    .execute();
  let cancelled = 0;
  for (const order of overdue) {
    if (!(await claimOrder(db, order.id, runId, clock()))) continue;
    try {
      const outcome = await cancelUnpaidOrder(db, payments, order, TIMEOUT_REASON, now);
      if (outcome === 'cancelled') cancelled += 1;
    } catch (error) {
      // One order the provider could not answer for waits for the next sweep; the rest go on.
      onFailure(error, order.id);
    } finally {
      await releaseOrder(db, order.id, runId);
    }
  }
  return cancelled;
}

/**
 * Runs the sweep every `intervalMs` without holding the process open; one run at a time per
 * instance: overdue unpaid orders are cancelled, then refunds still processing at the provider
 * are asked about (refund-sweep.ts). Answers the function that stops it, which waits for a run
 * under way to end.
 */
export function startOrderSweep(
  db: Db,
  payments: PaymentMethods,
  intervalMs: number,
  log: { error(details: object, message: string): void },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const onFailure: SweepFailure = (err, orderId) =>
    log.error({ err, orderId }, 'the order sweep could not cancel an overdue order');
  const onRefundFailure = (err: unknown, refundId: number) =>
    log.error({ err, refundId }, 'the order sweep could not ask about a refund');
  const run = async () => {
    await cancelOverdueOrders(db, payments, Date.now(), ORDER_SWEEP_BATCH, onFailure);
    await settlePendingRefunds(db, payments, Date.now(), REFUND_SWEEP_BATCH, onRefundFailure);
  };
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .catch((err: unknown) => log.error({ err }, 'the order sweep failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
