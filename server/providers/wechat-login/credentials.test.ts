import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../test/harness';
import { WechatServiceError } from '../wechat';
import { CredentialStore, type CredentialTiming, type Fetched } from './credentials';
import { twoInstances } from './instance-fixtures';

// Access tokens and tickets shared by the shop's instances through the database: one instance
// at a time renews a value, on SQLite and PostgreSQL alike.

const HOUR_S = 7200;
const timing: CredentialTiming = {
  marginMs: 4 * 60_000,
  leaseMs: 30_000,
  waitMs: 1_500,
  pollMs: 20,
};

describe.each(databases)('WeChat credentials shared by two instances on %s', (kind) => {
  let instances: Awaited<ReturnType<typeof twoInstances>>;
  let time = Date.now();
  const clock = () => time;
  let first: CredentialStore;
  let second: CredentialStore;
  beforeAll(async () => {
    instances = await twoInstances(kind);
    first = new CredentialStore(instances.first, clock, timing);
    second = new CredentialStore(instances.second, clock, timing);
  });
  afterAll(() => instances?.close());

  let names = 0;
  const uniqueName = () => `access_token:wx${String(++names).padStart(16, '0')}`;
  /** WeChat's side: every fetch counted, each answer a new value after a little while. */
  function wechat(delayMs = 40) {
    const fetched: string[] = [];
    const fetch = async (): Promise<Fetched> => {
      fetched.push(`value-${fetched.length + 1}`);
      const value = fetched.at(-1) ?? '';
      await sleep(delayMs);
      return { value, expiresIn: HOUR_S };
    };
    return { fetch, fetched };
  }

  it('is fetched once when both instances ask for it at the same instant', async () => {
    const name = uniqueName();
    const { fetch, fetched } = wechat();
    const values = await Promise.all([first.get(name, fetch), second.get(name, fetch)]);
    expect(values).toEqual(['value-1', 'value-1']);
    expect(fetched).toHaveLength(1);
    expect(await second.get(name, fetch)).toBe('value-1');
    expect(fetched).toHaveLength(1);
  });

  it('is renewed once within the margin before it expires, and used until then', async () => {
    const name = uniqueName();
    const { fetch, fetched } = wechat();
    await first.get(name, fetch);
    time += HOUR_S * 1000 - timing.marginMs - 1000;
    expect(await second.get(name, fetch)).toBe('value-1');
    time += 2000;
    const values = await Promise.all([first.get(name, fetch), second.get(name, fetch)]);
    // The one that did not renew it uses the value it still has: it works a few minutes more.
    expect(values).toContain('value-2');
    expect(fetched).toHaveLength(2);
    expect(await first.get(name, fetch)).toBe('value-2');
  });

  it('is renewed once when WeChat rejects it, though it has not expired', async () => {
    const name = uniqueName();
    const { fetch, fetched } = wechat();
    const rejected = await first.get(name, fetch);
    const values = await Promise.all([
      first.get(name, fetch, rejected),
      second.get(name, fetch, rejected),
    ]);
    expect(values).toEqual(['value-2', 'value-2']);
    expect(fetched).toHaveLength(2);
    // Rejected before another instance renewed it: the renewed value is taken as it is.
    expect(await second.get(name, fetch, rejected)).toBe('value-2');
    expect(fetched).toHaveLength(2);
  });

  it('is fetched again after a failed fetch, and after a renewal whose instance vanished', async () => {
    const name = uniqueName();
    const failing = async (): Promise<Fetched> => {
      throw new WechatServiceError('WeChat /cgi-bin/stable_token refused: -1 system error', -1);
    };
    await expect(first.get(name, failing)).rejects.toThrow(/system error/);
    const { fetch, fetched } = wechat(0);
    expect(await second.get(name, fetch)).toBe('value-1');

    const orphan = uniqueName();
    await instances.first
      .insertInto('wechat_credential')
      .values({
        name: orphan,
        value: '',
        expires_at: 0,
        lease_until: time + timing.leaseMs,
        lease_holder: 'vanished',
        updated_at: time,
      })
      .execute();
    await expect(first.get(orphan, fetch)).rejects.toThrow(/Waited too long/);
    time += timing.leaseMs;
    expect(await first.get(orphan, fetch)).toBe('value-2');
    expect(fetched).toEqual(['value-1', 'value-2']);
  });
});
