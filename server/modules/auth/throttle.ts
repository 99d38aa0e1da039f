import { PostgresAdapter, sql } from 'kysely';
import { CODE_TOO_MANY } from '../../../contract/call';
import type { Db } from '../../db/database';
import { BusinessError } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface Limit {
  /** Names what is counted and for whom: `sms:mobile:13800000000`. */
  key: string;
  windowMs: number;
  max: number;
}

function windowStart(windowMs: number, now: number): number {
  return Math.floor(now / windowMs) * windowMs;
}

/** A 429 refusal that tells the page how long to wait (`data.wait_seconds`). */
export function tooMany(key: MessageKey, waitMs: number): BusinessError {
  const seconds = Math.max(1, Math.ceil(waitMs / SECOND));
  const minutes = String(Math.max(1, Math.ceil(seconds / 60)));
  const data = { wait_seconds: seconds };
  return new BusinessError(CODE_TOO_MANY, key, { time: String(seconds), minutes }, data);
}

/** One more event in the limit's fixed window: one upsert, atomic on SQLite and PostgreSQL. */
async function increment(db: Db, limit: Limit, now: number) {
  const start = windowStart(limit.windowMs, now);
  const row = await db
    .insertInto('rate_counter')
    .values({ key: limit.key, window_start: start, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['key', 'window_start'])
        .doUpdateSet({ count: sql<number>`rate_counter.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return { count: row.count, windowEnd: start + limit.windowMs };
}

/** Counts one more event, refusing with a 429 (the wait until the window ends) over the max. */
export async function countOrRefuse(
  db: Db,
  limit: Limit,
  refusal: MessageKey,
  now: number,
): Promise<void> {
  const { count, windowEnd } = await increment(db, limit, now);
  if (count > limit.max) throw tooMany(refusal, windowEnd - now);
}

/** Refuses when the limit's current window is already full; counts nothing. */
export async function refuseIfFull(
  db: Db,
  limit: Limit,
  refusal: MessageKey,
  now: number,
): Promise<void> {
  const start = windowStart(limit.windowMs, now);
  const row = await db
    .selectFrom('rate_counter')
    .select('count')
    .where('key', '=', limit.key)
    .where('window_start', '=', start)
    .executeTakeFirst();
  if ((row?.count ?? 0) >= limit.max) throw tooMany(refusal, start + limit.windowMs - now);
}

/** Counts one event without refusing (a failure, bounded later by `refuseIfFull`). */
export async function count(db: Db, limit: Limit, now: number): Promise<void> {
  await increment(db, limit, now);
}

/**
 * Serialises transactions about one thing (a mobile number, an account) until they end.
 * PostgreSQL takes a transaction-scoped advisory lock; SQLite runs one transaction at a time.
 */
export async function lockFor(trx: Db, key: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
