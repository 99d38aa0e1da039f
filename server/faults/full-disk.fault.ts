import path from 'node:path';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openMemoryDatabase } from '../db/database';
import { migrateAndSeed } from '../test/test-databases';
import {
  shoppersAndPiece,
  startFaultShop,
  storedOrders,
  submitOrder,
  type FaultShop,
  type SubmitOutcome,
} from './fault-shop';
import { fillDisk, mountSmallDisk, smallDiskMissing, type SmallDisk } from './tmpfs';

const missing = smallDiskMissing();
if (missing) console.log(`Full disk suite skipped: ${missing}`);

const FULL_CN = '店铺暂时无法保存您的请求，请稍后再试';
const FULL_EN = 'The shop cannot save your request right now, please try again later';

function placedId(outcome: SubmitOutcome): number | null {
  if (outcome.kind !== 'reply' || outcome.envelope.code !== 0) return null;
  return outcome.envelope.data?.order_id ?? null;
}

describe.skipIf(missing)('an embedded shop whose disk fills up', () => {
  let disk: SmallDisk | undefined;
  let shop: FaultShop | undefined;

  beforeAll(async () => {
    disk = mountSmallDisk(64);
    try {
      // The demo shop, seeded in memory and written to the small disk as one compact file.
      const memory = openMemoryDatabase();
      try {
        await migrateAndSeed(memory.db);
        await sql`vacuum into ${path.join(disk.dir, 'shop.db')}`.execute(memory.db);
      } finally {
        await memory.close();
      }
      shop = await startFaultShop({ DATA_DIR: disk.dir });
    } catch (error) {
      await shop?.close();
      disk.unmount();
      throw error;
    }
  });

  afterAll(async () => {
    try {
      await shop?.close();
    } finally {
      disk?.unmount();
    }
  });

  test('refuses orders with a clear message, keeps what it stored, and takes orders again once there is room', async () => {
    if (!shop || !disk) throw new Error('the shop did not start');
    const { sku, shoppers, checkout } = await shoppersAndPiece(shop, 4, 1000);
    const [first, second] = shoppers as [(typeof shoppers)[0], (typeof shoppers)[0]];
    const earlier: number[] = [];
    for (let i = 0; i < 5; i++) {
      const id = placedId(await submitOrder(shop.origin, first, { sku, key: `before-full-${i}` }));
      expect(id).not.toBeNull();
      earlier.push(id!);
    }
    const earlierRows = await storedOrders(shop.db, [first.member.id]);

    const filler = path.join(disk.dir, 'filler');
    const filled = fillDisk(filler);
    const freeWhenFull = disk.free();

    // Writes may still land in room SQLite had already taken (its write-ahead log); the order
    // that needs more is refused.
    let acceptedWhileFull = 0;
    let refusal: SubmitOutcome | undefined;
    let refusedKey = '';
    for (let i = 0; i < 200 && !refusal; i++) {
      const key = `while-full-${i}`;
      const outcome = await submitOrder(shop.origin, second, {
        sku,
        key,
        lang: i % 2 ? 'en' : 'cn',
      });
      if (placedId(outcome) !== null) acceptedWhileFull += 1;
      else {
        refusal = outcome;
        refusedKey = key;
      }
    }
    if (refusal?.kind !== 'reply') throw new Error(`no refusal: ${JSON.stringify(refusal)}`);
    const refusedInEnglish = Number(refusedKey.split('-').pop()) % 2 === 1;
    const alive = await fetch(`${shop.origin}/healthz`);
    const info = await fetch(`${shop.origin}/api?_mall_id=2&r=api/user/my-info`, {
      headers: { 'x-access-token': first.member.token },
    });
    const readWhileFull = ((await info.json()) as { code: number }).code;

    fs.rmSync(filler);
    const roomBack = Date.now();
    const retried = await submitOrder(shop.origin, second, { sku, key: refusedKey });
    const recoveredInMs = Date.now() - roomBack;
    const after = await submitOrder(shop.origin, first, { sku, key: 'after-full-0' });

    const check = new SQLite(path.join(disk.dir, 'shop.db'), { readonly: true });
    const integrity = check.pragma('integrity_check', { simple: true });
    check.close();

    const figures = {
      fillerBytes: filled,
      freeBytesWhenFull: freeWhenFull,
      ordersAcceptedAfterTheDiskFilled: acceptedWhileFull,
      refusal: { status: refusal.status, ...refusal.envelope },
      healthzWhileFull: alive.status,
      accountReadWhileFull: readWhileFull,
      msFromRoomBackToNextOrder: recoveredInMs,
      integrity,
    };
    console.log(`Full disk figures: ${JSON.stringify(figures, null, 2)}`);

    expect(refusal.status).toBe(200);
    expect(refusal.envelope.code).toBe(503);
    expect(refusal.envelope.msg).toBe(refusedInEnglish ? FULL_EN : FULL_CN);
    expect(alive.status).toBe(200);
    expect(placedId(retried)).not.toBeNull();
    expect(placedId(after)).not.toBeNull();
    expect(integrity).toBe('ok');
    // The earlier orders are there as they were; the refused one was placed once, on its retry.
    const firstsNow = await storedOrders(shop.db, [first.member.id]);
    expect(firstsNow.filter((o) => earlier.includes(o.id))).toEqual(earlierRows);
    const seconds = await storedOrders(shop.db, [second.member.id]);
    expect(seconds).toHaveLength(acceptedWhileFull + 1);
    expect(seconds.filter((o) => o.idempotency_key === refusedKey)).toHaveLength(1);
    const sold = [...firstsNow, ...seconds].reduce((sum, o) => sum + o.quantity, 0);
    expect(await checkout.stockOf(sku)).toBe(1000 - sold);
  });
});
