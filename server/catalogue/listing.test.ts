import fs from 'node:fs';
import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../test/fixtures';
import { goodsList } from '../../contract/catalogue';
import { listGoods } from '../modules/catalogue/goods-list';
import { reindexSearch } from '../search/reindex';
import { databases, idBySlug, type TestShop } from '../test/harness';
import { applyImport } from './feed/apply';
import { colour, feed, feedFolder, piece, REFERENCE, sku } from './feed/import-fixtures';
import { WHOLE_SHOP } from './listing';
import { listPrices } from './sync/list-prices';

const folderOf = oncePerShop(
  (): string => feedFolder(),
  (folder) => fs.rmSync(folder, { recursive: true, force: true }),
);

const test = shopTest.extend('folder', ({ shop }) => folderOf(shop));

describe.each(databases)('the lists a piece is in, on %s', (kind) => {
  test.override({ databaseKind: kind });
  // Straight to the list, past the instance's short-lived reply cache.
  const ids = async (shop: TestShop, query: Record<string, unknown>) =>
    (await listGoods(shop.db, 'cn', goodsList.input.parse({ page_size: 60, ...query }))).list.map(
      (g) => g.id,
    );
  const idOf = async (shop: TestShop, sn: string) =>
    (await shop.db.selectFrom('goods').select('id').where('sn', '=', sn).executeTakeFirstOrThrow())
      .id;
  const categoryOf = (shop: TestShop, slug: string) => idBySlug(shop.db, 'category', slug);
  const keep = { unlistMissing: false };
  const vase = (sn: string, price: number) =>
    piece(sn, [colour('ochre', [sku(`${sn}-S`, 'S', price, 1)])]);

  test('lists each piece on sale under its category, each category above it and the whole shop', async ({
    shop,
  }) => {
    const pieces = await shop.db
      .selectFrom('goods')
      .select(['id', 'category_id'])
      .where('on_sale', '=', 1)
      .execute();
    const categories = await shop.db.selectFrom('category').select(['id', 'parent_id']).execute();
    const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
    const rows = await shop.db
      .selectFrom('goods_listing')
      .select(['goods_id', 'category_id'])
      .execute();
    const listedUnder = new Map<number, number[]>();
    for (const row of rows)
      listedUnder.set(row.goods_id, [...(listedUnder.get(row.goods_id) ?? []), row.category_id]);
    for (const piece of pieces) {
      const line: number[] = [WHOLE_SHOP];
      for (let at: number | null | undefined = piece.category_id; at != null; at = parentOf.get(at))
        line.push(at);
      expect(listedUnder.get(piece.id)?.sort((a, b) => a - b)).toEqual(line.sort((a, b) => a - b));
    }
    expect(listedUnder.size).toBe(pieces.length);
  });

  test('moves a piece to the lists of its new category, and a moved category takes its pieces along', async ({
    shop,
    folder,
  }) => {
    await applyImport(shop.db, feed(folder, [vase('LV-001', 300_00)], REFERENCE), keep);
    const [vases, objects] = [await categoryOf(shop, 'vases'), await categoryOf(shop, 'objects')];
    const id = await idOf(shop, 'LV-001');
    expect(await ids(shop, { category_id: vases })).toContain(id);
    expect(await ids(shop, { category_id: objects })).toContain(id);
    const categories = [
      { slug: 'home', parent: null, name: { cn: '家居', en: 'Home' }, sort: 96 },
      ...(REFERENCE.categories ?? []).map((c) =>
        c.slug === 'vases' ? { ...c, parent: 'home' } : c,
      ),
    ];
    await applyImport(
      shop.db,
      feed(folder, [vase('LV-001', 300_00)], { ...REFERENCE, categories }),
      keep,
    );
    expect(await ids(shop, { category_id: await categoryOf(shop, 'home') })).toContain(id);
    expect(await ids(shop, { category_id: objects })).not.toContain(id);
    expect(await ids(shop, { category_id: vases })).toContain(id);
  });

  test('sorts by the price the prices file sets at once', async ({ shop, folder }) => {
    await applyImport(
      shop.db,
      feed(folder, [vase('LV-002', 400_00), vase('LV-003', 500_00)], REFERENCE),
      keep,
    );
    const vases = await categoryOf(shop, 'vases');
    const [cheaper, dearer] = [await idOf(shop, 'LV-002'), await idOf(shop, 'LV-003')];
    const order = async () =>
      (await ids(shop, { category_id: vases, sort: 'price_asc' })).filter(
        (i) => i === cheaper || i === dearer,
      );
    expect(await order()).toEqual([cheaper, dearer]);
    await shop.db
      .updateTable('sku')
      .set({ price: 100_00, original_price: 100_00 })
      .where('goods_id', '=', dearer)
      .execute();
    expect(await listPrices(shop.db, [dearer])).toBe(1);
    expect(await order()).toEqual([dearer, cheaper]);
  });

  test('searches a category by the categories a piece is under now', async ({ shop }) => {
    // The last import put the vases back under objects.
    const id = await idOf(shop, 'LV-001');
    const [home, objects] = [await categoryOf(shop, 'home'), await categoryOf(shop, 'objects')];
    expect(await ids(shop, { category_id: objects, keyword: 'LV-001' })).toEqual([id]);
    expect(await ids(shop, { category_id: home, keyword: 'LV-001' })).toEqual([]);
    expect(await ids(shop, { keyword: 'LV-001' })).toEqual([id]);
  });

  test.runIf(kind === 'postgres')(
    'keeps each piece’s search row (PostgreSQL) equal to its listing rows of the whole shop',
    async ({ shop }) => {
      const listing = await shop.db
        .selectFrom('goods_listing')
        .select(['goods_id', 'sort', 'price', 'sales', 'created_at', 'series_id', 'colours'])
        .where('category_id', '=', WHOLE_SHOP)
        .orderBy('goods_id')
        .execute();
      const searched = await shop.db
        .selectFrom('search_listing')
        .select(['goods_id', 'sort', 'price', 'sales', 'created_at', 'series_id', 'colours'])
        .orderBy('goods_id')
        .execute();
      expect(searched).toEqual(listing);
      const under = await shop.db
        .selectFrom('search_listing')
        .select('categories')
        .where('goods_id', '=', await idOf(shop, 'LV-001'))
        .executeTakeFirstOrThrow();
      const line = [await categoryOf(shop, 'objects'), await categoryOf(shop, 'vases')];
      expect([...under.categories].sort((a, b) => a - b)).toEqual(line.sort((a, b) => a - b));
    },
  );

  test('rebuilds every list with search reindex', async ({ shop }) => {
    const before = await ids(shop, { sort: 'new' });
    await shop.db.deleteFrom('goods_listing').execute();
    expect(await ids(shop, {})).toEqual([]);
    await reindexSearch(shop.db);
    expect(await ids(shop, { sort: 'new' })).toEqual(before);
  });
});
