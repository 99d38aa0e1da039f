import { describe, expect } from 'vitest';
import type { Dashboard } from '../../../contract/dashboard';
import type { Db } from '../../db/database';
import { test } from '../../test/fixtures';
import { databases } from '../../test/harness';
import { readAudit } from './audit';
import { DEFAULT_LOW_STOCK_THRESHOLD } from './settings';
import { admin, signedInStaff } from './staff-fixtures';

async function skusAtOrBelow(db: Db, threshold: number): Promise<number> {
  const row = await db
    .selectFrom('sku')
    .innerJoin('goods', 'goods.id', 'sku.goods_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sku.stock', '<=', threshold)
    .where('goods.on_sale', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(databases)('the owner’s low-stock setting on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('sets what the dashboard calls low, audited; bad values change nothing', async ({
    shop,
  }) => {
    const owner = await signedInStaff(shop, 'owner');
    const lowStock = async () =>
      (await admin<Dashboard>(shop.app, 'GET', '/dashboard', { cookie: owner.cookie })).body.data
        .low_stock;
    const read = await admin(shop.app, 'GET', '/settings/low-stock', { cookie: owner.cookie });
    expect(read.body.data).toEqual({ threshold: DEFAULT_LOW_STOCK_THRESHOLD });
    expect((await lowStock()).threshold).toBe(DEFAULT_LOW_STOCK_THRESHOLD);

    const wide = 40;
    expect(await skusAtOrBelow(shop.db, wide)).toBeGreaterThan(
      await skusAtOrBelow(shop.db, DEFAULT_LOW_STOCK_THRESHOLD),
    );
    const set = await admin(shop.app, 'POST', '/settings/low-stock', {
      cookie: owner.cookie,
      body: { threshold: wide },
    });
    expect(set.body.data).toEqual({ threshold: wide });
    expect(await lowStock()).toMatchObject({
      threshold: wide,
      total: await skusAtOrBelow(shop.db, wide),
    });

    for (const threshold of [-1, 1.5, '5', 1000, null]) {
      const refused = await admin(shop.app, 'POST', '/settings/low-stock', {
        cookie: owner.cookie,
        body: { threshold },
        lang: 'en',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('staffInvalid');
    }
    expect((await lowStock()).threshold).toBe(wide);

    const log = await readAudit(shop.db, { action: 'settings.low_stock', page: 1, pageSize: 5 });
    expect(log.items[0]).toMatchObject({
      actor: String(owner.id),
      before: { threshold: DEFAULT_LOW_STOCK_THRESHOLD },
      after: { threshold: wide },
    });
    await admin(shop.app, 'POST', '/settings/low-stock', {
      cookie: owner.cookie,
      body: { threshold: DEFAULT_LOW_STOCK_THRESHOLD },
    });
  });
});
