import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsList } from '../../contract/catalogue';
import { listGoods } from '../modules/catalogue/goods-list';
import { reindexSearch } from '../search/reindex';
import { createTestShop, databases, idBySlug, type TestShop } from '../test/harness';
import { applyImport } from './feed/apply';
import { colour, feed, feedFolder, piece, REFERENCE, sku } from './feed/import-fixtures';
import { WHOLE_SHOP } from './listing';
import { listPrices } from './sync/list-prices';

describe.each(databases)('the lists a piece is in, on %s', (kind) => {
  let shop: TestShop;
  let folder: string;
  beforeAll(async () => {
    shop = await createTestShop(kind);
    folder = feedFolder();
  });
  afterAll(async () => {
    await shop?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });
  // Straight to the list, past the instance's short-lived reply cache.
  const ids = async (query: Record<string, unknown>) =>
    (await listGoods(shop.db, 'cn', goodsList.input.parse({ page_size: 60, ...query }))).list.map(
      (g) => g.id,
    );
  const idOf = async (sn: string) =>
    (await shop.db.selectFrom('goods').select('id').where('sn', '=', sn).executeTakeFirstOrThrow())
      .id;
  const categoryOf = (slug: string) => idBySlug(shop.db, 'category', slug);
  const keep = { unlistMissing: false };
  const vase = (sn: string, price: number) =>
    piece(sn, [colour('ochre', [sku(`${sn}-S`, 'S', price, 1)])]);

  it('lists each piece on sale under its category, each category above it and the whole shop', async () => {
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

  it('moves a piece to the lists of its new category, and a moved category takes its pieces along', async () => {
    await applyImport(shop.db, feed(folder, [vase('LV-001', 300_00)], REFERENCE), keep);
    const [vases, objects] = [await categoryOf('vases'), await categoryOf('objects')];
    const id = await idOf('LV-001');
    expect(await ids({ category_id: vases })).toContain(id);
    expect(await ids({ category_id: objects })).toContain(id);
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
    expect(await ids({ category_id: await categoryOf('home') })).toContain(id);
    expect(await ids({ category_id: objects })).not.toContain(id);
    expect(await ids({ category_id: vases })).toContain(id);
  });

  it('sorts by the price the prices file sets at once', async () => {
    await applyImport(
      shop.db,
      feed(folder, [vase('LV-002', 400_00), vase('LV-003', 500_00)], REFERENCE),
      keep,
    );
    const vases = await categoryOf('vases');
    const [cheaper, dearer] = [await idOf('LV-002'), await idOf('LV-003')];
    const order = async () =>
      (await ids({ category_id: vases, sort: 'price_asc' })).filter(
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

  it('searches a category by the categories a piece is under now', async () => {
    // The last import put the vases back under objects.
    const id = await idOf('LV-001');
    const [home, objects] = [await categoryOf('home'), await categoryOf('objects')];
    expect(await ids({ category_id: objects, keyword: 'LV-001' })).toEqual([id]);
    expect(await ids({ category_id: home, keyword: 'LV-001' })).toEqual([]);
    expect(await ids({ keyword: 'LV-001' })).toEqual([id]);
  });

  it.runIf(kind === 'postgres')(
    'keeps each piece’s search row (PostgreSQL) equal to its listing rows of the whole shop',
    async () => {
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
        .where('goods_id', '=', await idOf('LV-001'))
        .executeTakeFirstOrThrow();
      const line = [await categoryOf('objects'), await categoryOf('vases')];
      expect([...under.categories].sort((a, b) => a - b)).toEqual(line.sort((a, b) => a - b));
    },
  );

  it('rebuilds every list with search reindex', async () => {
    const before = await ids({ sort: 'new' });
    await shop.db.deleteFrom('goods_listing').execute();
    expect(await ids({})).toEqual([]);
    await reindexSearch(shop.db);
    expect(await ids({ sort: 'new' })).toEqual(before);
  });
});
