import type { Db } from '../../db/database';
import { DAY, HOUR, MINUTE } from './throttle';

/**
 * Deletes what can no longer matter: used or expired codes, tickets and states, past counter
 * windows, failures long forgotten. Each delete is bounded by time, so any instance may run it.
 */
export async function sweepAccountsData(db: Db, now: number): Promise<void> {
  await db
    .deleteFrom('captcha')
    .where('expires_at', '<', now - HOUR)
    .execute();
  // Codes stay two days: the newest one of a number tells when it may have another.
  await db
    .deleteFrom('sms_code')
    .where('created_at', '<', now - 2 * DAY)
    .execute();
  await db
    .deleteFrom('rate_counter')
    .where('window_start', '<', now - 2 * DAY)
    .execute();
  await db
    .deleteFrom('auth_ticket')
    .where('expires_at', '<', now - DAY)
    .execute();
  await db
    .deleteFrom('wechat_auth')
    .where('expires_at', '<', now - DAY)
    .execute();
  await db
    .deleteFrom('sms_outbox')
    .where('created_at', '<', now - 7 * DAY)
    .execute();
  await db
    .deleteFrom('login_failure')
    .where('last_failed_at', '<', now - DAY)
    .where('locked_until', '<', now)
    .execute();
}

/** Runs the sweep now and then, from a busy call, at most once per interval per instance. */
export class Sweeper {
  private last = 0;

  constructor(private readonly intervalMs = 10 * MINUTE) {}

  maybeSweep(db: Db, now: number, onError: (error: unknown) => void): void {
    if (now - this.last < this.intervalMs) return;
    this.last = now;
    void sweepAccountsData(db, now).catch(onError);
  }
}
