import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import type {
  GoodsCard,
  GoodsDetail,
  Pagination,
  ScreenData,
  SearchSuggestion,
  SizeReferenceTable,
} from '../../../contract/catalogue';
import { call, databases, type TestShop } from '../../test/harness';

interface ListData {
  list: GoodsCard[];
  pagination: Pagination;
  screen: ScreenData;
  category: { id: number; name: string; path: { id: number; name: string }[] } | null;
}

describe.each(databases)('the catalogue on %s', (kind) => {
  test.override({ databaseKind: kind });
  const list = (
    shop: TestShop,
    query: Record<string, string | number | (string | number)[]> = {},
    lang: 'cn' | 'en' = 'cn',
  ) => call<ListData>(shop.app, 'api/default/goods-list', { query, lang });

  test('lists goods with data.list and data.pagination (totalCount and total_count)', async ({
    shop,
  }) => {
    const { code, data } = await list(shop, { page_size: 12 });
    expect(code).toBe(0);
    expect(data.list).toHaveLength(12);
    expect(data.pagination.totalCount).toBeGreaterThanOrEqual(150);
    expect(data.pagination.total_count).toBe(data.pagination.totalCount);
    expect(data.pagination.page_count).toBe(Math.ceil(data.pagination.totalCount / 12));
    const card = data.list[0] as GoodsCard;
    expect(card.color_list.length).toBeGreaterThanOrEqual(2);
    expect(card.color_list[0]?.pic_url_group[0]?.srcset).toContain('w,');
    expect(Number.isInteger(card.price)).toBe(true);
  });

  test('pages through the list without repeating or losing goods', async ({ shop }) => {
    const first = await list(shop, { page_size: 20, page: 1, sort: 'price_asc' });
    const second = await list(shop, { page_size: 20, page: 2, sort: 'price_asc' });
    const ids = [...first.data.list, ...second.data.list].map((g) => g.id);
    expect(new Set(ids).size).toBe(40);
    const prices = [...first.data.list, ...second.data.list].map((g) => g.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('filters by category (with sub-categories), and names the category', async ({ shop }) => {
    const menus = await call<{
      list: { name: string; link: string; children: { link: string }[] }[];
    }>(shop.app, 'api/kc/menu/menus');
    const department = menus.data.list.find((m) => m.children.length > 1);
    const link = department?.children[0]?.link ?? '';
    const categoryId = Number(new URLSearchParams(link.split('?')[1]).get('category_id'));
    expect(categoryId).toBeGreaterThan(0);
    const { data } = await list(shop, { category_id: categoryId, page_size: 60 });
    expect(data.list.length).toBeGreaterThan(0);
    expect(data.list.length).toBeLessThan(data.pagination.totalCount + 1);
    expect(data.category?.id).toBe(categoryId);
    expect(data.category?.path.at(-1)?.id).toBe(categoryId);
  });

  test('filters by series, colour, size, season and promotion, each narrowing the list', async ({
    shop,
  }) => {
    const all = await list(shop, { page_size: 60 });
    const screen = all.data.screen;
    for (const key of ['series', 'color', 'size', 'season', 'promotion'] as const) {
      const option = screen[key][0];
      expect(option, key).toBeDefined();
      const filtered = await list(shop, { [key]: option?.id ?? '', page_size: 60 });
      expect(filtered.code).toBe(0);
      expect(filtered.data.pagination.totalCount, key).toBeGreaterThan(0);
      expect(filtered.data.pagination.totalCount, key).toBeLessThan(all.data.pagination.totalCount);
    }
    const color = screen.color[0]?.id ?? '';
    const filtered = await list(shop, { color, page_size: 60 });
    for (const goods of filtered.data.list) {
      expect(goods.color_list.map((c) => String(c.color_id))).toContain(color);
    }
  });

  test('accepts repeated and JSON-encoded array parameters alike', async ({ shop }) => {
    const all = await list(shop, { page_size: 1 });
    const [a, b] = all.data.screen.color;
    const repeated = await list(shop, { color: [a?.id ?? '', b?.id ?? ''], page_size: 1 });
    const json = await list(shop, {
      color: JSON.stringify([Number(a?.id), Number(b?.id)]),
      page_size: 1,
    });
    expect(repeated.data.pagination.totalCount).toBe(json.data.pagination.totalCount);
    const one = await list(shop, { color: a?.id ?? '', page_size: 1 });
    expect(repeated.data.pagination.totalCount).toBeGreaterThanOrEqual(
      one.data.pagination.totalCount,
    );
  });

  test('finds goods by a two-character Chinese word inside a name and by an English word', async ({
    shop,
  }) => {
    const cn = await list(shop, { keyword: '丝巾', page_size: 60 });
    expect(cn.data.list.length).toBeGreaterThan(0);
    expect(cn.data.list.some((g) => g.name.includes('丝巾'))).toBe(true);
    const en = await list(shop, { keyword: 'Dress', page_size: 60 }, 'en');
    expect(en.data.list.length).toBeGreaterThan(0);
    expect(en.data.list.some((g) => /dress/i.test(g.name))).toBe(true);
    const crossed = await list(shop, { keyword: 'dress', page_size: 60 }, 'cn');
    expect(crossed.data.pagination.totalCount).toBe(en.data.pagination.totalCount);
    const nothing = await list(shop, { keyword: 'zzqqxx%' });
    expect(nothing.data.list).toEqual([]);
  });

  test('refuses a bad sort or page with a clear message', async ({ shop }) => {
    const bad = await list(shop, { sort: 'cheapest' }, 'en');
    expect(bad.code).toBe(422);
    expect(bad.msg).toContain('sort');
    const page = await list(shop, { page: 0 });
    expect(page.code).toBe(422);
  });

  test('gives a goods detail with colours, pictures, sizes and stock in both languages', async ({
    shop,
  }) => {
    const first = (await list(shop, { page_size: 1 })).data.list[0] as GoodsCard;
    const cn = await call<GoodsDetail>(shop.app, 'api/goods/detail', { query: { id: first.id } });
    const en = await call<GoodsDetail>(shop.app, 'api/goods/detail', {
      query: { id: first.id },
      lang: 'en',
    });
    expect(cn.code).toBe(0);
    expect(cn.data.name).not.toBe(en.data.name);
    expect(cn.data.description.length).toBeGreaterThan(10);
    expect(en.data.material.length).toBeGreaterThan(3);
    expect(cn.data.color_list.length).toBeGreaterThanOrEqual(2);
    for (const color of cn.data.color_list)
      expect(color.pic_url_group.length).toBeGreaterThanOrEqual(3);
    expect(cn.data.sku_list.length).toBe(cn.data.color_list.length * cn.data.sizes.length);
    expect(cn.data.sku_list.every((s) => s.stock >= 0)).toBe(true);
    expect(cn.data.category.path.length).toBeGreaterThanOrEqual(2);
  });

  test('says which pieces the workshop personalises', async ({ shop }) => {
    const personal = await shop.db
      .selectFrom('personal_goods')
      .select('goods_id')
      .where('enabled', '=', 1)
      .executeTakeFirstOrThrow();
    const plain = await shop.db
      .selectFrom('goods')
      .select('id')
      .where('on_sale', '=', 1)
      .where('id', 'not in', shop.db.selectFrom('personal_goods').select('goods_id'))
      .executeTakeFirstOrThrow();
    const detailOf = (id: number) =>
      call<GoodsDetail>(shop.app, 'api/goods/detail', { query: { id } });
    expect((await detailOf(personal.goods_id)).data.personalisable).toBe(true);
    expect((await detailOf(plain.id)).data.personalisable).toBe(false);
  });

  test('says a missing goods does not exist', async ({ shop }) => {
    const reply = await call(shop.app, 'api/goods/detail', { query: { id: 999999 }, lang: 'en' });
    expect(reply.code).toBe(4004);
    expect(reply.msg).toBe('This piece does not exist or is no longer available');
  });

  test('suggests guess-like and collocation goods and a size reference table', async ({ shop }) => {
    const first = (await list(shop, { page_size: 1 })).data.list[0] as GoodsCard;
    const like = await call<{ list: GoodsCard[] }>(shop.app, 'api/goods/get-guess-like', {
      query: { id: first.id },
    });
    expect(like.data.list.length).toBeGreaterThan(0);
    expect(like.data.list.map((g) => g.id)).not.toContain(first.id);
    const sets = await Promise.all(
      (await list(shop, { page_size: 10 })).data.list.map((g) =>
        call<{ list: GoodsCard[] }>(shop.app, 'api/goods/get-collocation', { query: { id: g.id } }),
      ),
    );
    expect(sets.some((s) => s.data.list.length > 0)).toBe(true);
    const table = await call<SizeReferenceTable>(shop.app, 'api/goods/get-size-reference-table', {
      query: { id: first.id },
      lang: 'en',
    });
    expect(table.data.headers.length).toBeGreaterThan(1);
    expect(table.data.rows.length).toBeGreaterThan(0);
  });

  test('offers the hot list, suggestions while typing, and no recent searches to visitors', async ({
    shop,
  }) => {
    const hot = await call<{ list: { word: string }[] }>(shop.app, 'api/search/hot-list', {
      lang: 'en',
    });
    expect(hot.data.list.length).toBeGreaterThanOrEqual(5);
    const suggestions = await call<{ list: SearchSuggestion[] }>(
      shop.app,
      'api/kc/search-data/get-data',
      { query: { keyword: '包' } },
    );
    expect(suggestions.data.list.length).toBeGreaterThan(0);
    const mine = await call<{ list: string[] }>(
      shop.app,
      'api/kc/search-data/get-user-search-data',
    );
    expect(mine).toMatchObject({ code: 0, data: { list: [] } });
  });
});
