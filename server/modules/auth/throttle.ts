import { PostgresAdapter, sql } from 'kysely';
import { CODE_TOO_MANY } from '../../../contract/call';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import type { MessageKey } from '../../messages';

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
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const data = { wait_seconds: seconds };
  return new BusinessError(CODE_TOO_MANY, key, { time: seconds, minutes }, data);
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

/** A place taken in a limit's window, to give back when the event turns out not to count. */
export interface Reservation {
  key: string;
  windowStart: number;
}

/**
 * Takes a place in the limit's window before the event it limits happens, refusing with a 429
 * (and keeping nothing) when the window is full. The place is taken by one atomic upsert, so of
 * racing requests only as many as the limit allows get one, on SQLite and PostgreSQL.
 */
export async function reserve(
  db: Db,
  limit: Limit,
  refusal: MessageKey,
  now: number,
): Promise<Reservation> {
  const { count, windowEnd } = await increment(db, limit, now);
  const reservation = { key: limit.key, windowStart: windowStart(limit.windowMs, now) };
  if (count > limit.max) {
    await release(db, reservation);
    throw tooMany(refusal, windowEnd - now);
  }
  return reservation;
}

/** Gives a reserved place back to its window. */
export async function release(db: Db, reservation: Reservation): Promise<void> {
  await db
    .updateTable('rate_counter')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', reservation.key)
    .where('window_start', '=', reservation.windowStart)
    .where('count', '>', 0)
    .execute();
}

/**
 * Serialises transactions about one thing (a mobile number, an account) until they end.
 * PostgreSQL takes a transaction-scoped advisory lock. SQLite runs one transaction at a time, and
 * each takes the write turn as it begins (server/db/database.ts): nothing more to do.
 */
export async function lockFor(trx: Db, key: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
