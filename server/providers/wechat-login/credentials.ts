import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/database';
import { WechatServiceError } from '../wechat';

// WeChat's access tokens and tickets, kept in the database so that every instance of the shop
// uses the same ones. WeChat limits how often they may be fetched, and a new access token
// retires the one before, so one instance at a time renews a value: it takes a lease with a
// conditional update (the row's lock decides between two at the same instant, on SQLite and
// PostgreSQL alike), fetches, stores and lets go. The others keep using the value while it
// still works, or wait for the new one.

export interface Fetched {
  value: string;
  /** Seconds, as WeChat's expires_in says. */
  expiresIn: number;
}

export interface CredentialTiming {
  /** Renewed this long before it expires, so a page signed just before still verifies. */
  marginMs: number;
  /** How long a renewal may take before another instance may try. */
  leaseMs: number;
  /** How long a request waits for another instance's renewal before giving up. */
  waitMs: number;
  pollMs: number;
}

export const CREDENTIAL_TIMING: CredentialTiming = {
  marginMs: 4 * 60_000,
  leaseMs: 30_000,
  waitMs: 15_000,
  pollMs: 100,
};

export class CredentialStore {
  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
    private readonly timing: CredentialTiming = CREDENTIAL_TIMING,
  ) {}

  /**
   * The value stored under `name`, renewed through `fetch` when it is missing, about to expire,
   * or the `rejected` value WeChat has just refused.
   */
  async get(name: string, fetch: () => Promise<Fetched>, rejected?: string): Promise<string> {
    const giveUpAt = performance.now() + this.timing.waitMs;
    for (;;) {
      const now = this.clock();
      const row = await this.db
        .selectFrom('wechat_credential')
        .select(['value', 'expires_at'])
        .where('name', '=', name)
        .executeTakeFirst();
      const works = !!row?.value && row.value !== rejected && row.expires_at > now;
      if (works && row.expires_at - this.timing.marginMs > now) return row.value;
      const holder = await this.lease(name, now, rejected);
      if (holder) return this.renew(name, holder, now, fetch);
      if (works) return row.value;
      if (performance.now() > giveUpAt) {
        throw new WechatServiceError(`Waited too long for another instance to renew ${name}`);
      }
      await sleep(this.timing.pollMs);
    }
  }

  /** The lease on renewing `name`, if it still needs renewing and nobody holds it. */
  private async lease(name: string, now: number, rejected?: string): Promise<string | null> {
    await this.db
      .insertInto('wechat_credential')
      .values({
        name,
        value: '',
        expires_at: 0,
        lease_until: 0,
        lease_holder: '',
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const holder = randomBytes(12).toString('hex');
    const result = await this.db
      .updateTable('wechat_credential')
      .set({ lease_until: now + this.timing.leaseMs, lease_holder: holder })
      .where('name', '=', name)
      .where('lease_until', '<=', now)
      .where((eb) =>
        eb.or([
          eb('expires_at', '<=', now + this.timing.marginMs),
          ...(rejected === undefined ? [] : [eb('value', '=', rejected)]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0 ? holder : null;
  }

  /** WeChat counts expires_in from somewhere during the fetch: counted here from before it. */
  private async renew(name: string, holder: string, now: number, fetch: () => Promise<Fetched>) {
    let fetched: Fetched;
    try {
      fetched = await fetch();
    } catch (error) {
      await this.db
        .updateTable('wechat_credential')
        .set({ lease_until: 0, lease_holder: '' })
        .where('name', '=', name)
        .where('lease_holder', '=', holder)
        .execute();
      throw error;
    }
    await this.db
      .updateTable('wechat_credential')
      .set({
        value: fetched.value,
        expires_at: now + fetched.expiresIn * 1000,
        lease_until: 0,
        lease_holder: '',
        updated_at: now,
      })
      .where('name', '=', name)
      .where('lease_holder', '=', holder)
      .execute();
    return fetched.value;
  }
}
