import type { Db } from '../../../db/database';
import type { PaymentProvider } from '../../../providers/payment';
import { cancelUnpaidOrder } from './cancel';
import { TIMEOUT_REASON } from './words';

/** Orders one sweep takes at most; the rest wait for the next one. */
export const ORDER_SWEEP_BATCH = 50;

export type SweepFailure = (error: unknown, orderId: number) => void;

/**
 * Cancels unpaid orders whose pay deadline has passed, oldest deadline first, through the same
 * path as a member's cancellation. Safe on several instances at once: each order's conditional
 * update lets one of them win. Answers how many orders this run cancelled.
 */
export async function cancelOverdueOrders(
  db: Db,
  provider: PaymentProvider,
  now: number,
  limit = ORDER_SWEEP_BATCH,
  onFailure: SweepFailure = () => {},
): Promise<number> {
  const overdue = await db
    .selectFrom('shop_order')
    .selectAll()
    .where('status', '=', 'unpaid')
    .where('pay_deadline', '<=', now)
    .orderBy('pay_deadline')
    .orderBy('id')
    .limit(limit)
    .execute();
  let cancelled = 0;
  for (const order of overdue) {
    try {
      const outcome = await cancelUnpaidOrder(db, provider, order, TIMEOUT_REASON, now);
      if (outcome === 'cancelled') cancelled += 1;
    } catch (error) {
      // One order the provider could not answer for waits for the next sweep; the rest go on.
      onFailure(error, order.id);
    }
  }
  return cancelled;
}

/**
 * Runs the sweep every `intervalMs` without holding the process open; one run at a time per
 * instance. Answers the function that stops it, which waits for a run under way to end.
 */
export function startOrderSweep(
  db: Db,
  provider: PaymentProvider,
  intervalMs: number,
  log: { error(details: object, message: string): void },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const onFailure: SweepFailure = (err, orderId) =>
    log.error({ err, orderId }, 'the order sweep could not cancel an overdue order');
  const timer = setInterval(() => {
    if (running) return;
    running = cancelOverdueOrders(db, provider, Date.now(), ORDER_SWEEP_BATCH, onFailure)
      .then(() => undefined)
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
