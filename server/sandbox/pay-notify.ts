import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { SandboxPayment } from '../providers/payment-sandbox';

// The sandbox cashier's notify callbacks, delivered as a provider does: POSTed to the shop's
// notify URL until it answers HTTP 200 with {"code":"SUCCESS"}, retried after 1 s, 2 s, 4 s…
// for 10 attempts at most, each attempt signed anew with its own time and nonce. The schedule
// lives in the database, so any instance delivers.

export const NOTIFY_ATTEMPTS_MAX = 10;
export const NOTIFY_TICK_MS = 1000;
const DUE_BATCH = 20;

/** Wait after the `attempt`-th attempt (1-based) failed: 1 s, 2 s, 4 s… */
export function retryDelayMs(attempt: number): number {
  return 1000 * 2 ** (attempt - 1);
}

function acknowledged(response: { status: number; body: string }): boolean {
  if (response.status !== 200) return false;
  try {
    return (JSON.parse(response.body) as { code?: unknown } | null)?.code === 'SUCCESS';
  } catch {
    return false;
  }
}

/**
 * Makes one attempt to deliver the notify of `paymentNo` when it is due at `now`. The attempt
 * is claimed first, with the next retry already scheduled, so two instances never send one
 * attempt twice and a crash mid-way still leaves a retry. true when the shop acknowledged it.
 */
export async function deliverNotify(
  db: Db,
  payment: SandboxPayment,
  paymentNo: string,
  now: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('sandbox_payment')
    .select(['payment_no', 'amount', 'status', 'notify_url', 'notify_attempts'])
    .where('payment_no', '=', paymentNo)
    .where('acknowledged_at', 'is', null)
    .where('next_notify_at', '<=', now)
    .where('notify_attempts', '<', NOTIFY_ATTEMPTS_MAX)
    .executeTakeFirst();
  if (!row) return false;
  const attempt = row.notify_attempts + 1;
  const claimed = await db
    .updateTable('sandbox_payment')
    .set({
      notify_attempts: attempt,
      next_notify_at: attempt < NOTIFY_ATTEMPTS_MAX ? now + retryDelayMs(attempt) : null,
    })
    .where('payment_no', '=', paymentNo)
    .where('notify_attempts', '=', row.notify_attempts)
    .where('acknowledged_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return false;
  const { body, headers } = payment.notifyOf(row, now);
  const ok = await payment.transport(row.notify_url, body, headers).then(acknowledged, () => false);
  if (ok) {
    await db
      .updateTable('sandbox_payment')
      .set({ acknowledged_at: now, next_notify_at: null })
      .where('payment_no', '=', paymentNo)
      .execute();
  }
  return ok;
}

/** One round of the timer: every notify due at `now`, a batch at a time. */
export async function deliverDueNotifies(
  db: Db,
  payment: SandboxPayment,
  now: number,
): Promise<number> {
  const due = await db
    .selectFrom('sandbox_payment')
    .select('payment_no')
    .where('acknowledged_at', 'is', null)
    .where('next_notify_at', '<=', now)
    .where('notify_attempts', '<', NOTIFY_ATTEMPTS_MAX)
    .orderBy('next_notify_at')
    .limit(DUE_BATCH)
    .execute();
  let delivered = 0;
  for (const { payment_no } of due) {
    if (await deliverNotify(db, payment, payment_no, now)) delivered += 1;
  }
  return delivered;
}

/** Delivers due notifies every second until the returned stop (which waits for a round). */
export function startNotifyDelivery(
  db: Db,
  payment: SandboxPayment,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = deliverDueNotifies(db, payment, Date.now())
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'sandbox notify delivery failed'))
      .finally(() => {
        running = null;
      });
  }, NOTIFY_TICK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
