import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BEFORE_EXPIRY_MS,
  PlatformCertificates,
  REFRESH_EVERY_MS,
  RETRY_AFTER_MS,
  UNKNOWN_SERIAL_GAP_MS,
  type PlatformCertificate,
} from './platform-certificates';

// The platform certificates a merchant without WeChat Pay's public key keeps, on a clock the
// test moves: downloaded at first use and again within 12 hours or before the last one expires,
// kept by serial through a change, an unknown serial asking again at most once a minute, and a
// certificate out of its time verifying nothing.

const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-29T10:00:00+08:00');

const publicKey = (): KeyObject => generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;

const certificate = (serial: string, from: number, until: number): PlatformCertificate => ({
  serial,
  publicKey: publicKey(),
  from,
  until,
});

/** A list WeChat Pay answers with, which the test changes, and the downloads made. */
function platform(listed: PlatformCertificate[]) {
  const state = {
    listed,
    downloads: [] as number[],
    failing: false,
    download: async (now: number) => {
      state.downloads.push(now);
      await Promise.resolve();
      if (state.failing) throw new Error('WeChat Pay did not answer');
      return [...state.listed];
    },
  };
  return state;
}

const OLD = certificate('3775B6A45ACD588826D15E583A95F5DD', T0 - 1000 * HOUR, T0 + 2000 * HOUR);
const NEW = certificate('5157F09EFDC096DE15EBE81A47057A72', T0 + 10 * HOUR, T0 + 40_000 * HOUR);

describe("WeChat Pay's platform certificates", () => {
  it('are downloaded at start, and answer the key of the serial in force', async () => {
    const wechat = platform([OLD]);
    const held = new PlatformCertificates(wechat.download);
    await held.load(T0, () => {});
    expect(wechat.downloads).toEqual([T0]);
    expect(await held.get(OLD.serial, T0)).toBe(OLD.publicKey);
    expect(await held.get(OLD.serial.toLowerCase(), T0 + 1)).toBe(OLD.publicKey);
    expect(wechat.downloads).toEqual([T0]);
  });

  it('are downloaded again within 12 hours, and before the last one expires', async () => {
    const wechat = platform([OLD]);
    const held = new PlatformCertificates(wechat.download);
    await held.load(T0, () => {});
    await held.get(OLD.serial, T0 + REFRESH_EVERY_MS - 1);
    expect(wechat.downloads).toHaveLength(1);
    await held.get(OLD.serial, T0 + REFRESH_EVERY_MS);
    expect(wechat.downloads).toHaveLength(2);

    const ending = certificate('1DDE55AD98ED71D6EDD4A4A16996DE7B', T0 - HOUR, T0 + 3 * HOUR);
    const soon = platform([ending]);
    const few = new PlatformCertificates(soon.download);
    await few.load(T0, () => {});
    await few.get(ending.serial, ending.until - BEFORE_EXPIRY_MS - 1);
    expect(soon.downloads).toHaveLength(1);
    soon.listed = [ending, NEW];
    await few.get(ending.serial, ending.until - BEFORE_EXPIRY_MS);
    expect(soon.downloads).toHaveLength(2);
  });

  it('keep the old certificate beside the new through a change, until it expires', async () => {
    const wechat = platform([OLD, NEW]);
    const held = new PlatformCertificates(wechat.download);
    await held.load(T0, () => {});
    // The new one is listed a day ahead but signs nothing before its time.
    expect(await held.get(NEW.serial, T0)).toBeUndefined();
    // Held, so not asked for again.
    expect(wechat.downloads).toHaveLength(1);
    const during = T0 + 11 * HOUR;
    expect(await held.get(NEW.serial, during)).toBe(NEW.publicKey);
    // WeChat Pay lists only the new one now: the old one still verifies what it signed.
    wechat.listed = [NEW];
    expect(await held.get(OLD.serial, T0 + REFRESH_EVERY_MS + 1)).toBe(OLD.publicKey);
    expect(wechat.downloads).toHaveLength(2);
    // Past its expiry it verifies nothing.
    expect(await held.get(OLD.serial, OLD.until - 1)).toBe(OLD.publicKey);
    expect(await held.get(OLD.serial, OLD.until)).toBeUndefined();
  });

  it('leave out a listed certificate past its expiry', async () => {
    const expired = certificate('2A9D0E9C1F4E5B6A7D8C9B0A1F2E3D4C', T0 - 900 * HOUR, T0 - HOUR);
    const wechat = platform([expired, OLD]);
    const held = new PlatformCertificates(wechat.download);
    await held.load(T0, () => {});
    expect(await held.get(expired.serial, T0)).toBeUndefined();
    expect(held.serials).toEqual([OLD.serial]);
  });

  it('ask again for an unknown serial, at most once a minute', async () => {
    const wechat = platform([OLD]);
    const held = new PlatformCertificates(wechat.download);
    await held.load(T0, () => {});
    wechat.listed = [OLD, { ...NEW, from: T0 - HOUR }];
    expect(await held.get(NEW.serial, T0 + 5)).toBe(NEW.publicKey);
    expect(wechat.downloads).toHaveLength(2);
    // A serial WeChat Pay does not list is not found, and asks again only a minute later.
    expect(await held.get('7F00000000000000000000000000000F', T0 + 10)).toBeUndefined();
    expect(wechat.downloads).toHaveLength(2);
    expect(
      await held.get('7F00000000000000000000000000000F', T0 + 5 + UNKNOWN_SERIAL_GAP_MS),
    ).toBeUndefined();
    expect(wechat.downloads).toHaveLength(3);
  });

  it('download once for deliveries under a new serial at the same instant, and each is verified', async () => {
    const wechat = platform([OLD]);
    const held = new PlatformCertificates(wechat.download);
    await held.load(T0, () => {});
    wechat.listed = [OLD, { ...NEW, from: T0 - HOUR }];
    const keys = await Promise.all(
      Array.from({ length: 5 }, () => held.get(NEW.serial, T0 + 1000)),
    );
    expect(keys).toEqual(Array.from({ length: 5 }, () => NEW.publicKey));
    expect(wechat.downloads).toHaveLength(2);
  });

  it('keep serving what they hold when a download fails, and say so', async () => {
    const wechat = platform([OLD]);
    const troubles: unknown[] = [];
    const held = new PlatformCertificates(wechat.download);
    await held.load(T0, (error) => troubles.push(error));
    wechat.failing = true;
    const due = T0 + REFRESH_EVERY_MS;
    expect(await held.get(OLD.serial, due)).toBe(OLD.publicKey);
    expect(troubles).toEqual([new Error('WeChat Pay did not answer')]);
    await held.get(OLD.serial, due + RETRY_AFTER_MS - 1);
    expect(wechat.downloads).toHaveLength(2);
    await held.get(OLD.serial, due + RETRY_AFTER_MS);
    expect(wechat.downloads).toHaveLength(3);
  });

  it('refuse to start when the first download fails, and say why when none is held', async () => {
    const wechat = platform([OLD]);
    wechat.failing = true;
    const held = new PlatformCertificates(wechat.download);
    await expect(held.load(T0, () => {})).rejects.toThrow('WeChat Pay did not answer');
    // Used without a start (the operator's command), a failed first download says why.
    const unstarted = new PlatformCertificates(wechat.download);
    await expect(unstarted.get(OLD.serial, T0)).rejects.toThrow('WeChat Pay did not answer');
    wechat.failing = false;
    expect(await unstarted.get(OLD.serial, T0 + RETRY_AFTER_MS)).toBe(OLD.publicKey);
  });
});
