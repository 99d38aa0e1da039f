import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, openTestDatabase } from '../test/harness';
import type { Db, DbHandle } from './database';
import { migrateToLatest } from './migrate';
import * as skuCodes from './migrations/2026_11_26_0014_sku_codes';
import { seedDemo } from './seed';

/** The SKUs with the code of their piece's sn, colour slug and size. */
async function skusWithPlace(db: Db) {
  return db
    .selectFrom('sku')
    .innerJoin('goods_color', 'goods_color.id', 'sku.goods_color_id')
    .innerJoin('goods', 'goods.id', 'goods_color.goods_id')
    .innerJoin('color', 'color.id', 'goods_color.color_id')
    .select(['sku.id', 'sku.code', 'sku.size', 'goods.sn', 'color.slug'])
    .orderBy('sku.id')
    .execute();
}

/**
 * A piece and colour whose sn, slug and size joined with '-' spell the same as another SKU's:
 * sn `<a>-<b>` in colour `<c>` and sn `<a>` in colour `<b>-<c>`, both in size M.
 */
async function addLookalikes(db: Kysely<unknown>, like: { sn: string; slug: string }) {
  const any = db as unknown as Db;
  const goods = await any
    .selectFrom('goods')
    .selectAll()
    .where('sn', '=', like.sn)
    .executeTakeFirstOrThrow();
  const [head, ...rest] = like.sn.split('-');
  const pairs = [
    { sn: `${head}-${rest.join('-')}x`, slug: 'c' },
    { sn: head ?? '', slug: `${rest.join('-')}x-c` },
  ];
  for (const pair of pairs) {
    const { id: colorId } = await any
      .insertInto('color')
      .values({ slug: pair.slug, hex: '#000000', sort: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: goodsId } = await any
      .insertInto('goods')
      .values({ ...goods, id: undefined, sn: pair.sn })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: goodsColorId } = await any
      .insertInto('goods_color')
      .values({ goods_id: goodsId, color_id: colorId, sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sku' as never)
      .values({
        goods_id: goodsId,
        goods_color_id: goodsColorId,
        size: 'M',
        price: 100,
        original_price: 100,
        stock: 1,
      } as never)
      .execute();
  }
}

describe.each(databases)('SKU codes (migration 0014) on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
  });
  afterAll(() => handle?.close());

  it('gives the demo SKUs their sn, colour and size as code', async () => {
    const skus = await skusWithPlace(handle.db);
    expect(skus.length).toBeGreaterThan(1000);
    for (const sku of skus) expect(sku.code).toBe(`${sku.sn}-${sku.slug}-${sku.size}`);
  });

  it('gives every SKU of a shop in use a unique code, and refuses a second SKU with one', async () => {
    const db = handle.db as unknown as Kysely<unknown>;
    const first = (await skusWithPlace(handle.db))[0];
    if (!first) throw new Error('the demo has no SKU');
    await skuCodes.down(db);
    await addLookalikes(db, first);
    await skuCodes.up(db);

    const skus = await skusWithPlace(handle.db);
    expect(new Set(skus.map((s) => s.code)).size).toBe(skus.length);
    const lookalikes = skus.filter((s) => s.size === 'M' && s.code.endsWith(`-${s.id}`));
    expect(lookalikes).toHaveLength(2);
    const spelled = `${first.sn}x-c-M`;
    for (const sku of lookalikes) expect(sku.code).toBe(`${spelled}-${sku.id}`);
    const others = skus.filter((s) => !lookalikes.includes(s));
    for (const sku of others) expect(sku.code).toBe(`${sku.sn}-${sku.slug}-${sku.size}`);

    const copy = await handle.db
      .selectFrom('sku')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    await expect(
      handle.db
        .insertInto('sku')
        .values({ ...copy, id: undefined, size: 'XXS' })
        .execute(),
    ).rejects.toThrow(/unique/i);
  });
});
