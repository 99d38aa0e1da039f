import type { Db } from '../../db/database';
import { digest } from '../../lib/sessions';
import {
  HOUR,
  MINUTE,
  SECOND,
  lockFor,
  release,
  reserve,
  tooMany,
  type Reservation,
} from './throttle';

// Wrong passwords slow an account key down, then lock it for a while. The key is the account as
// typed (normalised), so an unknown account behaves exactly like a real one. A lock only stops
// password sign-in, and only for 15 minutes: SMS sign-in and password recovery still work, so a
// stranger cannot keep anyone out.

/** Failures counted together when they fall within this time of the first. */
export const FAILURE_WINDOW_MS = 15 * MINUTE;
/** From this failure on, each next try must wait (2 s, 4 s, 8 s … at most 60 s). */
export const SLOW_DOWN_FROM = 4;
export const LOCK_AT = 10;
export const LOCK_MS = 15 * MINUTE;
/** Wrong passwords one client address may send in an hour, whatever the accounts. */
export const ADDRESS_FAILURES_PER_HOUR = 50;

export function accountKey(account: string): string {
  return `account:${digest(account.trim().toLowerCase())}`;
}

function addressLimit(ip: string) {
  return { key: `login-failure:ip:${ip}`, windowMs: HOUR, max: ADDRESS_FAILURES_PER_HOUR };
}

/** Wait after the n-th failure within the window. */
export function waitAfter(failures: number): number {
  if (failures >= LOCK_AT) return LOCK_MS;
  if (failures < SLOW_DOWN_FROM) return 0;
  return Math.min(2 ** (failures - SLOW_DOWN_FROM + 1), 60) * SECOND;
}

/** A password try counted before its password is compared; `settleTry` says how it ended. */
export interface PasswordTry {
  key: string;
  address: Reservation;
}

/** Counts one more failure for the key, or refuses the try while the key is slowed down or locked. */
async function countFailure(trx: Db, key: string, now: number): Promise<void> {
  const row = await trx
    .selectFrom('login_failure')
    .selectAll()
    .where('account_key', '=', key)
    .executeTakeFirst();
  if (row && row.locked_until > now) {
    const locked = row.failures >= LOCK_AT;
    throw tooMany(locked ? 'accountLocked' : 'loginSlowDown', row.locked_until - now);
  }
  const startsAgain =
    !row ||
    now - row.first_failed_at > FAILURE_WINDOW_MS ||
    (row.failures >= LOCK_AT && row.locked_until <= now);
  const failures = startsAgain ? 1 : row.failures + 1;
  const values = {
    failures,
    first_failed_at: startsAgain ? now : row.first_failed_at,
    last_failed_at: now,
    locked_until: now + waitAfter(failures),
  };
  await trx
    .insertInto('login_failure')
    .values({ account_key: key, ...values })
    .onConflict((oc) => oc.column('account_key').doUpdateSet(values))
    .execute();
}

/**
 * Takes a try for the key from the client address before the password is compared: it counts as
 * a failure, for the key and against the address's hourly cap, until `settleTry` learns that the
 * password was right. Counted first, racing tries cannot all slip under a limit meant for fewer.
 * Refuses while the address has failed too often or the key is slowed down or locked; one
 * transaction, so a refused try takes nothing, and racing tries for one key are counted one
 * after the other.
 */
export async function reserveTry(
  db: Db,
  key: string,
  ip: string,
  now: number,
): Promise<PasswordTry> {
  const address = await db.transaction().execute(async (trx) => {
    await lockFor(trx, key);
    const reservation = await reserve(trx, addressLimit(ip), 'networkLocked', now);
    await countFailure(trx, key, now);
    return reservation;
  });
  return { key, address };
}

/** A right password clears the key's failures and gives the address its try back. */
export async function settleTry(db: Db, attempt: PasswordTry, right: boolean): Promise<void> {
  if (!right) return;
  await clearFailures(db, [attempt.key]);
  await release(db, attempt.address);
}

/**
 * Under the keys' locks, so that a wrong try counted at the same instant cannot write back a
 * count it read before the clear.
 */
export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const key of [...keys].sort()) await lockFor(trx, key);
    await trx.deleteFrom('login_failure').where('account_key', 'in', keys).execute();
  });
}
