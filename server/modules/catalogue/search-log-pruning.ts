import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { SEARCH_LOG_KEPT_MS } from './search-query-log';

/** How often an instance deletes the logged searches past their 90 days. */
export const SEARCH_LOG_PRUNING_MS = 60 * 60_000;

/** Deletes the logged searches older than 90 days; answers how many. */
export async function pruneSearchLog(db: Db, now: number): Promise<number> {
  const deleted = await db
    .deleteFrom('search_query_log')
    .where('created_at', '<', now - SEARCH_LOG_KEPT_MS)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * Prunes the search log as the instance starts, then every `intervalMs`, without holding the
 * process open; several instances pruning at once delete the same rows harmlessly. Answers the
 * function that stops it, which waits for a run under way to end.
 */
export function startSearchLogPruning(
  db: Db,
  clock: Clock,
  log: { error(details: object, message: string): void },
  intervalMs = SEARCH_LOG_PRUNING_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = pruneSearchLog(db, clock())
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err }, 'the search log could not be pruned'))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
