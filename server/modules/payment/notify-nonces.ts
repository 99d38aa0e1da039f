import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';

// The freshness and replay checks every provider's notify goes through once its signature held
// (WeChat Pay API v3's rule): its signed timestamp at most 5 minutes from the shop's clock, its
// nonce never taken before. The nonces live in the database, so every instance knows them.

export const NOTIFY_MAX_SKEW_MS = 5 * 60_000;
const PRUNE_EVERY_MS = 60_000;

export type NotifyFreshness = 'fresh' | 'stale' | 'replayed';

/**
 * Takes one delivery of a notify: 'stale' when its signed time is more than 5 minutes before or
 * after `now`, 'replayed' when the provider's nonce was taken before, else 'fresh' with the nonce
 * recorded. The record is one insert settled by the primary key, so of deliveries with the same
 * nonce, even at the same instant on several instances, exactly one is fresh.
 */
export async function takeNotify(
  db: Db,
  provider: string,
  delivery: { signedAt: number; nonce: string },
  now: number,
): Promise<NotifyFreshness> {
  const skew = now - delivery.signedAt;
  if (!Number.isFinite(skew) || Math.abs(skew) > NOTIFY_MAX_SKEW_MS) return 'stale';
  const taken = await db
    .insertInto('notify_nonce')
    .values({
      provider,
      nonce_digest: createHash('sha256').update(delivery.nonce).digest('hex'),
      expires_at: delivery.signedAt + NOTIFY_MAX_SKEW_MS,
    })
    .onConflict((conflict) => conflict.columns(['provider', 'nonce_digest']).doNothing())
    .returning('provider')
    .executeTakeFirst();
  return taken ? 'fresh' : 'replayed';
}

/** Deletes the nonces of notifies that are refused as stale by now anyway. */
export async function pruneNotifyNonces(db: Db, now: number): Promise<number> {
  const result = await db
    .deleteFrom('notify_nonce')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Prunes from a busy route: at most once a minute per instance; a failure is only reported. */
export function notifyNoncePruner(db: Db, onError: (error: unknown) => void) {
  let last = Number.NEGATIVE_INFINITY;
  return async (now: number): Promise<void> => {
    if (now - last < PRUNE_EVERY_MS) return;
    last = now;
    await pruneNotifyNonces(db, now).catch(onError);
  };
}
