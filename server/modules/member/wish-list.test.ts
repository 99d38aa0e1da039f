import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import type { GoodsCard, Pagination } from '../../../contract/catalogue';
import type { WishListGoods, FootprintGoods } from '../../../contract/member';
import { call, databases, type TestShop } from '../../test/harness';
import { callAs, type TestMember } from '../../test/members';
import { FOOTPRINT_LIMIT } from './footprints';

const goodsOf = oncePerShop(async (shop: TestShop): Promise<number[]> =>
  (
    await shop.db.selectFrom('goods').select('id').where('on_sale', '=', 1).orderBy('id').execute()
  ).map((r) => r.id),
);

const test = shopTest.extend('goods', ({ shop }) => goodsOf(shop));

interface Page<T> {
  list: T[];
  pagination: Pagination;
}

describe.each(databases)('the wish list and footprints on %s', (kind) => {
  test.override({ databaseKind: kind });

  const goodsAt = (goods: number[], i: number) => goods[i] ?? 0;
  /** The product's card as the catalogue's goods list shows it. */
  const catalogueCard = async (shop: TestShop, id: number) => {
    for (let page = 1; page <= 10; page += 1) {
      const { data } = await call<{ list: GoodsCard[] }>(shop.app, 'api/default/goods-list', {
        query: { page_size: 60, page },
      });
      const found = data.list.find((g) => g.id === id);
      if (!found) {
        if (data.list.length === 0) return undefined;
        continue;
      }
      // A list's card carries its search words for offline search; other cards do not.
      const { words, ...card } = found;
      expect(words).toBeTruthy();
      return card;
    }
    return undefined;
  };
  const add = (shop: TestShop, member: TestMember, goodsId: number, lang: 'cn' | 'en' = 'cn') =>
    callAs(shop.app, member.token, 'api/user/favorite-add', {
      form: { goods_id: String(goodsId) },
      lang,
    });
  const wishList = (
    shop: TestShop,
    member: TestMember,
    query: Record<string, number> = {},
    lang = 'cn' as const,
  ) =>
    callAs<Page<WishListGoods>>(shop.app, member.token, 'api/user/my-favorite-goods', {
      query,
      lang,
    });
  const footprint = (shop: TestShop, member: TestMember, query: Record<string, string | number>) =>
    callAs<Page<FootprintGoods>>(shop.app, member.token, 'api/footprint/footprint', { query });

  test('adds goods to the wish list once, and lists them newest first as catalogue cards', async ({
    shop,
    member,
    goods,
  }) => {
    const beforeAdding = Date.now();
    expect(await add(shop, member, goodsAt(goods, 0))).toMatchObject({
      code: 0,
      msg: '已加入心愿单',
    });
    const afterAdding = Date.now();
    expect(await add(shop, member, goodsAt(goods, 1), 'en')).toMatchObject({
      code: 0,
      msg: 'Added to your wish list',
    });
    expect(await add(shop, member, goodsAt(goods, 0))).toMatchObject({
      code: 4009,
      msg: '已在心愿单中',
    });
    expect(await add(shop, member, goodsAt(goods, 0), 'en')).toMatchObject({
      code: 4009,
      msg: 'Already on the wish list',
    });
    const { code, data } = await wishList(shop, member);
    expect(code).toBe(0);
    expect(data.list.map((g) => g.id)).toEqual([goodsAt(goods, 1), goodsAt(goods, 0)]);
    expect(data.pagination.totalCount).toBe(2);
    const card = await catalogueCard(shop, goodsAt(goods, 0));
    const { favorited_at, ...listedCard } = data.list[1] as WishListGoods;
    expect(card).toBeDefined();
    expect(listedCard).toEqual(card);
    // Dated when it was added, not when it was listed.
    expect(favorited_at).toBeGreaterThanOrEqual(beforeAdding);
    expect(favorited_at).toBeLessThanOrEqual(afterAdding);
  });

  test('tells a detail page whether one product is on the wish list', async ({
    shop,
    member,
    goods,
  }) => {
    await add(shop, member, goodsAt(goods, 2));
    const on = await wishList(shop, member, { goods_id: goodsAt(goods, 2) });
    expect(on.data.list.map((g) => g.id)).toEqual([goodsAt(goods, 2)]);
    const off = await wishList(shop, member, { goods_id: goodsAt(goods, 3) });
    expect(off.data.list).toEqual([]);
    expect(off.data.pagination.totalCount).toBe(0);
  });

  test('refuses goods that do not exist or are no longer on sale', async ({
    shop,
    member,
    goods,
  }) => {
    const missing = await add(shop, member, 99_999_999);
    expect(missing).toMatchObject({ code: 4004, msg: '商品不存在或已下架' });
    const withdrawn = goodsAt(goods, goods.length - 1);
    await shop.db.updateTable('goods').set({ on_sale: 0 }).where('id', '=', withdrawn).execute();
    try {
      expect((await add(shop, member, withdrawn, 'en')).code).toBe(4004);
      const seen = await footprint(shop, member, { action: 'add', goods_id: withdrawn });
      expect(seen.code).toBe(4004);
    } finally {
      await shop.db.updateTable('goods').set({ on_sale: 1 }).where('id', '=', withdrawn).execute();
    }
    expect((await wishList(shop, member)).data.list).toEqual([]);
  });

  test('removes goods from the wish list, and removing again is not an error', async ({
    shop,
    member,
    goods,
  }) => {
    await add(shop, member, goodsAt(goods, 4));
    await add(shop, member, goodsAt(goods, 5));
    const remove = () =>
      callAs(shop.app, member.token, 'api/user/favorite-remove', {
        form: { goods_id: String(goodsAt(goods, 4)) },
      });
    expect(await remove()).toMatchObject({ code: 0, msg: '已从心愿单移除' });
    expect((await remove()).code).toBe(0);
    expect((await wishList(shop, member)).data.list.map((g) => g.id)).toEqual([goodsAt(goods, 5)]);
  });

  test('pages the wish list', async ({ shop, member, goods }) => {
    for (let i = 10; i < 15; i += 1) await add(shop, member, goodsAt(goods, i));
    const second = await wishList(shop, member, { page: 2, page_size: 2 });
    expect(second.data.list.map((g) => g.id)).toEqual([goodsAt(goods, 12), goodsAt(goods, 11)]);
    expect(second.data.pagination).toMatchObject({ page: 2, page_count: 3, total_count: 5 });
  });

  test('records opened goods, moving a product opened again to the top', async ({
    shop,
    member,
    goods,
  }) => {
    for (const i of [20, 21, 22]) {
      expect(
        (await footprint(shop, member, { action: 'add', goods_id: goodsAt(goods, i) })).code,
      ).toBe(0);
    }
    const beforeReopening = Date.now();
    const again = await footprint(shop, member, { action: 'add', goods_id: goodsAt(goods, 20) });
    const afterReopening = Date.now();
    expect(again.data.list.map((g) => g.id)).toEqual([
      goodsAt(goods, 20),
      goodsAt(goods, 22),
      goodsAt(goods, 21),
    ]);
    const listed = await footprint(shop, member, { action: 'list', page_size: 2 });
    expect(listed.data.list.map((g) => g.id)).toEqual([goodsAt(goods, 20), goodsAt(goods, 22)]);
    expect(listed.data.pagination.totalCount).toBe(3);
    const viewedAt = listed.data.list[0]?.viewed_at;
    expect(viewedAt).toBeGreaterThanOrEqual(beforeReopening);
    expect(viewedAt).toBeLessThanOrEqual(afterReopening);
    expect(listed.data.list[0]?.color_list.length).toBeGreaterThan(0);
    const noGoods = await callAs(shop.app, member.token, 'api/footprint/footprint', {
      query: { action: 'add' },
      lang: 'en',
    });
    expect(noGoods).toMatchObject({ code: 422, msg: 'Please say which piece' });
    const cleared = await footprint(shop, member, { action: 'clear' });
    expect(cleared.data.list).toEqual([]);
    expect((await footprint(shop, member, {})).data.pagination.totalCount).toBe(0);
  });

  test(`keeps the latest ${FOOTPRINT_LIMIT} footprints`, async ({ shop, member, goods }) => {
    const old = Date.now() - 1_000_000;
    const ids = goods.slice(0, FOOTPRINT_LIMIT);
    await shop.db
      .insertInto('footprint')
      .values(ids.map((id, i) => ({ member_id: member.id, goods_id: id, created_at: old + i })))
      .execute();
    const newest = goodsAt(goods, FOOTPRINT_LIMIT);
    const reply = await footprint(shop, member, { action: 'add', goods_id: newest, page_size: 1 });
    expect(reply.data.list.map((g) => g.id)).toEqual([newest]);
    const rows = await shop.db
      .selectFrom('footprint')
      .select('goods_id')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(FOOTPRINT_LIMIT);
    expect(rows.some((r) => r.goods_id === ids[0])).toBe(false);
  });
});
