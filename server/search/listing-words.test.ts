import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { test } from '../test/fixtures';
import { refreshListing } from '../catalogue/listing';
import { goodsList } from '../../contract/catalogue';
import { listed, listGoods, listSearch, type ListSearch } from '../modules/catalogue/goods-list';
import { loadScreenData } from '../modules/catalogue/screen';
import { databases, idBySlug, type TestShop } from '../test/harness';
import { narrowSearch } from './best-places';
import { rankOf } from './rank';

// A named search's page is read rank by rank (rank-levels.ts), from SQLite's listing_words or
// PostgreSQL's search_listing, and SQLite's panel from listing_words: they must be what ranking
// every match (rank.ts) gives, whatever the words, category, filters and page.

const KEYWORDS = [
  '大衣',
  '羊绒大衣',
  '黑色手袋',
  '女士 大衣',
  'dayi',
  'da yi',
  'handbag',
  'coats',
  'sneakrs',
  'black coat',
  'Accessories',
  '酒红色',
  '女士 酒红色 大衣',
  'black leather handbag',
  '丝质连衣裙',
  '外套',
  'shirt',
];

interface Filters {
  categoryId: number | null;
  color: number[];
  series: number[];
}

describe.each(databases)('a search read rank by rank on %s', (kind) => {
  test.override({ databaseKind: kind });

  /** Every match, ranked over its listing rows: the order a list of the default sort gives. */
  async function ranked(shop: TestShop, search: ListSearch, filters: Filters) {
    let q = listed(shop.db, filters.categoryId, search).select([
      'goods_listing.goods_id as id',
      rankOf(search, sql.ref('goods_listing.goods_id')).as('rank'),
    ]);
    if (filters.series.length) q = q.where('goods_listing.series_id', 'in', filters.series);
    for (const id of filters.color) q = q.where('goods_listing.colours', 'like', `% ${id} %`);
    const rows = await q
      .orderBy('rank', 'desc')
      .orderBy('goods_listing.sort')
      .orderBy('goods_listing.goods_id')
      .execute();
    return { ids: rows.map((row) => row.id), ranks: new Set(rows.map((row) => row.rank)).size };
  }

  /** The list's search narrowed in its category (best-places.ts), as typed if that finds none. */
  async function searchOf(shop: TestShop, keyword: string, filters: Filters) {
    const typed = await listSearch(shop.db, keyword);
    if (!typed) throw new Error(`no search for ${keyword}`);
    const groups = await narrowSearch(shop.db, typed.parsed.groups, filters.categoryId);
    const search = { ...typed, parsed: { ...typed.parsed, groups } };
    const found = await ranked(shop, search, filters);
    return found.ids.length
      ? { search, found }
      : { search: typed, found: await ranked(shop, typed, filters) };
  }

  async function expectAgreement(shop: TestShop, keyword: string, filters: Filters) {
    const { search, found } = await searchOf(shop, keyword, filters);
    const { ids: all, ranks } = found;
    // A list whose named search finds nothing reaches further (goods-list.ts): not read by rank.
    if (!all.length) return { ids: all, ranks };
    const panel = await loadScreenData(shop.db, listed(shop.db, filters.categoryId, search), 'cn');
    for (const [page, pageSize] of [
      [1, 5],
      [2, 5],
      [3, 4],
      [1, 60],
      [Math.ceil(all.length / 4) + 1, 4],
    ] as const) {
      const input = {
        keyword,
        category_id: filters.categoryId ?? undefined,
        color: filters.color.join(','),
        series: filters.series.join(','),
        page,
        page_size: pageSize,
      };
      const list = await listGoods(shop.db, 'cn', goodsList.input.parse(input));
      const offset = (page - 1) * pageSize;
      expect(
        { ids: list.list.map((card) => card.id), total: list.pagination.total_count },
        `${keyword}, page ${page} of ${pageSize}`,
      ).toEqual({ ids: all.slice(offset, offset + pageSize), total: all.length });
      expect(list.screen, `${keyword}'s filters`).toEqual(panel);
    }
    return { ids: all, ranks };
  }

  const categoryOf = (shop: TestShop, slug: string) => idBySlug(shop.db, 'category', slug);

  test('pages and counts every search as ranking all its matches does', async ({ shop }) => {
    const whole = { categoryId: null, color: [], series: [] };
    const found = [];
    for (const keyword of KEYWORDS) found.push(await expectAgreement(shop, keyword, whole));
    // Every search finds something, and several find pieces of more than one rank.
    expect(found.filter(({ ids }) => !ids.length)).toEqual([]);
    expect(found.filter(({ ranks }) => ranks > 1).length).toBeGreaterThan(3);
  });

  test('within a category and its filters', async ({ shop }) => {
    const women = await categoryOf(shop, 'women');
    const colours = await shop.db.selectFrom('color').select('id').orderBy('id').execute();
    const series = await shop.db.selectFrom('series').select('id').orderBy('id').execute();
    for (const keyword of ['大衣', 'black coat', 'handbag']) {
      await expectAgreement(shop, keyword, { categoryId: women, color: [], series: [] });
      for (const { id } of colours.slice(0, 4)) {
        await expectAgreement(shop, keyword, { categoryId: null, color: [id], series: [] });
      }
      for (const { id } of series.slice(0, 2)) {
        await expectAgreement(shop, keyword, { categoryId: women, color: [], series: [id] });
      }
    }
  });

  test('follows a piece moved in the lists or taken off sale', async ({ shop }) => {
    const whole = { categoryId: null, color: [], series: [] };
    const { ids: before } = await expectAgreement(shop, '大衣', whole);
    const [first, second] = before;
    if (first === undefined || second === undefined) throw new Error('too few coats');
    await shop.db.updateTable('goods').set({ sort: 1_000_000 }).where('id', '=', first).execute();
    await refreshListing(shop.db, [first]);
    const { ids: moved } = await expectAgreement(shop, '大衣', whole);
    expect(moved.indexOf(first)).toBeGreaterThan(moved.indexOf(second));
    await shop.db.updateTable('goods').set({ on_sale: 0 }).where('id', '=', second).execute();
    await refreshListing(shop.db, [second]);
    expect((await expectAgreement(shop, '大衣', whole)).ids).not.toContain(second);
  });
});
