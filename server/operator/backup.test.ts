import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../contract/order';
import { openMemoryDatabase, type Db } from '../db/database';
import * as storeOpeningHours from '../db/migrations/2026_11_29_0027_store_opening_hours';
import * as staff from '../db/migrations/2026_11_29_0028_staff';
import * as dashboardIndexes from '../db/migrations/2026_11_29_0029_dashboard_indexes';
import * as memberNotes from '../db/migrations/2026_11_29_0030_member_notes';
import * as invoiceIssue from '../db/migrations/2026_11_29_0031_invoice_issue';
import * as appointmentConfirmation from '../db/migrations/2026_11_29_0032_appointment_confirmation';
import * as couponCampaigns from '../db/migrations/2026_11_29_0035_coupon_campaigns';
import { readMaster } from '../media/masters';
import { checkoutFixtures } from '../modules/order/checkout/checkout-fixtures';
import { addBalance } from '../modules/payment/api';
import type { TestShop } from '../test/harness';
import { callAs, createMember, type TestMember } from '../test/members';
import {
  backupCommand,
  rowsOf,
  servingShop,
  shopProcess,
  startedShop,
  tempFolders,
  memberOrderAndPicture,
  picturesOf,
} from './backup-fixtures';
import { openShopFile } from './shop-file';

// `npm run shop -- backup` copies a shop that goes on serving; `restore` puts the copy into an
// empty DATA_DIR, and the shop started there has everything the copy had.

const SAID_WRITTEN =
  /^wrote \S+ \(\d+\.\d MB\) in \d+\.\d s: [\d,]+ members, [\d,]+ orders, [\d,]+ payments, [\d,]+ pictures$/;

const countOf = async (db: Db, query: ReturnType<typeof sql<{ n: number }>>) =>
  Number((await query.execute(db)).rows[0]?.n ?? 0);

describe('a backup of the embedded shop', () => {
  const folders = tempFolders();
  let dataDir = '';
  let shop: TestShop;
  const restoredShops: TestShop[] = [];
  const checkout = checkoutFixtures(() => shop);

  beforeAll(async () => {
    dataDir = folders.make('live');
    shop = await servingShop(dataDir);
  });
  afterAll(async () => {
    for (const restored of restoredShops) await restored.close();
    await shop?.close();
    folders.removeAll();
  });

  async function restoreAndStart(file: string): Promise<{ text: string; restored: TestShop }> {
    const into = path.join(folders.make('restored'), 'data');
    const result = await backupCommand(into, 'restore', file);
    expect(result.ok, result.text).toBe(true);
    const restored = await startedShop(into);
    restoredShops.push(restored);
    return { text: result.text, restored };
  }

  it('is one moment of the shop while orders are placed and paid, and restores', async () => {
    const STOCK = 100_000;
    const BALANCE = 1_000_000_00;
    const { sku } = await checkout.goods({ stock: STOCK, price: 100_00 });
    const writers = await Promise.all(
      [1, 2, 3].map(async () => {
        const member = await createMember(shop.db);
        await addBalance(shop.db, member.id, BALANCE);
        return { member, addressId: await checkout.address(member) };
      }),
    );
    const orderAndPay = async ({
      member,
      addressId,
    }: {
      member: TestMember;
      addressId: number;
    }) => {
      const sku_list = checkout.items([{ sku_id: sku, quantity: 1 }]);
      const form = { sku_list, address_id: String(addressId), pay_method: 'balance' };
      const placed = await checkout.submit(member, form);
      expect(placed.code, placed.msg).toBe(0);
      const order_id = String((placed.data as PlacedOrder).order_id);
      const paid = await callAs(shop.app, member.token, 'api/payment/pay-buy-balance', {
        form: { order_id },
      });
      expect(paid.code, paid.msg).toBe(0);
    };

    // The shop's latest writes stay in its WAL, as between two of SQLite's checkpoints: a copy
    // of shop.db alone would miss the orders placed before the backup.
    await sql`pragma wal_autocheckpoint = 0`.execute(shop.db);
    for (const writer of writers) await orderAndPay(writer);

    // The operator's command in a process of its own, as beside a running server.
    const target = path.join(folders.make('backups'), 'shop-backup.db');
    let copying = true;
    const command = shopProcess({ DATA_DIR: dataDir }, 'backup', target).finally(() => {
      copying = false;
    });
    const placed = await Promise.all(
      writers.map(async (writer) => {
        let count = 0;
        while (copying || count < 2) {
          await orderAndPay(writer);
          count += 1;
        }
        await orderAndPay(writer);
        return count + 1;
      }),
    );
    await sql`pragma wal_autocheckpoint = 1000`.execute(shop.db);
    const result = await command;
    expect(result.code, result.err).toBe(0);
    expect(result.out.trim()).toMatch(SAID_WRITTEN);

    const copy = openMemoryDatabase(fs.readFileSync(target));
    try {
      const { db } = copy;
      expect((await sql`pragma integrity_check`.execute(db)).rows).toEqual([
        { integrity_check: 'ok' },
      ]);
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      const ids = sql.join(writers.map((w) => w.member.id));
      const ordersCopied = await countOf(
        db,
        sql`select count(*) as n from shop_order where member_id in (${ids})`,
      );
      // Taken after the orders placed before it, and some more, and before the last ones.
      expect(ordersCopied).toBeGreaterThan(writers.length);
      expect(ordersCopied).toBeLessThan(writers.length + placed.reduce((sum, n) => sum + n, 0));
      // Every piece an order holds is a piece the stock gave, and nothing else left it.
      const stock = await countOf(db, sql`select stock as n from sku where id = ${sku}`);
      const ordered = await countOf(
        db,
        sql`select coalesce(sum(quantity), 0) as n from order_line where sku_id = ${sku}`,
      );
      expect(stock + ordered).toBe(STOCK);
      // Every member's balance is what they had less what their paid orders took, as the
      // ledger says, and every paid order has its one paid payment.
      for (const { member } of writers) {
        const paid = await sql<{ orders: number; taken: number; payments: number }>`
          select count(*) as orders, coalesce(sum(o.pay_amount), 0) as taken,
            (select count(*) from payment p join shop_order po on po.id = p.order_id
              where po.member_id = ${member.id} and p.status = 'paid') as payments
          from shop_order o where o.member_id = ${member.id} and o.status = 'paid'`.execute(db);
        const { orders, taken, payments } = paid.rows[0] ?? { orders: 0, taken: 0, payments: 0 };
        expect(payments).toBe(orders);
        const balance = await countOf(
          db,
          sql`select balance as n from member
          where id = ${member.id}`,
        );
        expect(balance).toBe(BALANCE - taken);
        const ledger = await countOf(
          db,
          sql`select sum(amount) as n from balance_entry
          where member_id = ${member.id}`,
        );
        expect(ledger).toBe(balance);
      }

      const restoredResult = await shopProcess(
        { DATA_DIR: path.join(folders.make('restored'), 'data') },
        'restore',
        target,
      );
      expect(restoredResult.code, restoredResult.err).toBe(0);
      const into = /into (\S+) in/.exec(restoredResult.out)?.[1] ?? '';
      const restored = await startedShop(into);
      restoredShops.push(restored);
      for (const { member } of writers) {
        const inCopy = await countOf(
          db,
          sql`select count(*) as n from shop_order where member_id = ${member.id}`,
        );
        const list = await callAs<{ counts: { all: number } }>(
          restored.app,
          member.token,
          'api/order/list',
        );
        expect(list.code, list.msg).toBe(0);
        expect(list.data.counts.all).toBe(inCopy);
      }
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('keeps every member, order, payment and picture, those kept as files too', async () => {
    const { member, order, drawn } = await memberOrderAndPicture(shop, 'backup/round-trip');
    // A picture an earlier version kept on disk, which the shop has not stored yet.
    const legacy = Buffer.from(drawn.toString().replace('<rect', '<circle r="10"'));
    const originals = path.join(dataDir, 'media', 'originals', 'backup');
    fs.mkdirSync(originals, { recursive: true });
    fs.writeFileSync(path.join(originals, 'legacy.svg'), legacy);

    const target = path.join(folders.make('backups'), 'round-trip.db');
    const backup = await backupCommand(dataDir, 'backup', target);
    expect(backup.ok, backup.text).toBe(true);
    expect(backup.text).toContain('1 of those pictures were files under');
    const { restored } = await restoreAndStart(target);

    for (const table of ['member', 'shop_order', 'payment'] as const) {
      expect(await rowsOf(restored, table), table).toEqual(await rowsOf(shop, table));
    }
    const livePictures = await picturesOf(shop);
    expect((await picturesOf(restored)).filter((p) => p.path !== 'backup/legacy')).toEqual(
      livePictures,
    );
    expect((await readMaster(restored.db, 'backup/round-trip'))?.bytes).toEqual(drawn);
    expect((await readMaster(restored.db, 'backup/legacy'))?.bytes).toEqual(legacy);
    const served = await restored.app.inject({ url: '/media/backup/round-trip-320.webp' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // The member is still signed in, and finds the order paid.
    const detail = await callAs<{ status: string; order_no: string }>(
      restored.app,
      member.token,
      'api/order/detail',
      { query: { order_id: order.id } },
    );
    expect(detail.data).toMatchObject({ order_no: order.order_no, status: 'paid' });
  });

  it('brings the schema of a copy from an earlier version up to date', async () => {
    const target = path.join(folders.make('backups'), 'earlier.db');
    expect((await backupCommand(dataDir, 'backup', target)).ok).toBe(true);
    const earlier = openShopFile(target);
    await couponCampaigns.down(earlier as unknown as Kysely<unknown>);
    await appointmentConfirmation.down(earlier as unknown as Kysely<unknown>);
    await invoiceIssue.down(earlier as unknown as Kysely<unknown>);
    await memberNotes.down(earlier as unknown as Kysely<unknown>);
    await dashboardIndexes.down(earlier as unknown as Kysely<unknown>);
    await staff.down(earlier as unknown as Kysely<unknown>);
    await storeOpeningHours.down(earlier as unknown as Kysely<unknown>);
    await sql`delete from kysely_migration
      where name in ('2026_11_29_0027_store_opening_hours', '2026_11_29_0028_staff',
        '2026_11_29_0029_dashboard_indexes', '2026_11_29_0030_member_notes',
        '2026_11_29_0031_invoice_issue', '2026_11_29_0032_appointment_confirmation',
        '2026_11_29_0035_coupon_campaigns')`.execute(earlier);
    await earlier.destroy();

    const { text, restored } = await restoreAndStart(target);
    expect(text).toContain('its schema was brought up to date (7 migrations)');
    const hours = await restored.db
      .selectFrom('store_opening_hours')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(hours.n)).toBeGreaterThan(0);
  });
});
