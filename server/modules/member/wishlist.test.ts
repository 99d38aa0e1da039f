import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsCard, Pagination } from '../../../contract/catalogue';
import type { FavoriteGoods, FootprintGoods } from '../../../contract/member';
import { call, createTestShop, databases, type TestShop } from '../../test/harness';
import { callAs, createMember, type TestMember } from '../../test/members';
import { FOOTPRINT_LIMIT } from './footprints';

interface Page<T> {
  list: T[];
  pagination: Pagination;
}

describe.each(databases)('the wish list and footprints on %s', (kind) => {
  let shop: TestShop;
  let goods: number[];
  beforeAll(async () => {
    shop = await createTestShop(kind);
    const rows = await shop.db
      .selectFrom('goods')
      .select('id')
      .where('on_sale', '=', 1)
      .orderBy('id')
      .execute();
    goods = rows.map((r) => r.id);
  });
  afterAll(() => shop?.close());

  const goodsAt = (i: number) => goods[i] ?? 0;
  /** The product's card as the catalogue's goods list shows it. */
  const catalogueCard = async (id: number) => {
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
  const add = (member: TestMember, goodsId: number, lang: 'cn' | 'en' = 'cn') =>
    callAs(shop.app, member.token, 'api/user/favorite-add', {
      form: { goods_id: String(goodsId) },
      lang,
    });
  const favorites = (
    member: TestMember,
    query: Record<string, number> = {},
    lang = 'cn' as const,
  ) =>
    callAs<Page<FavoriteGoods>>(shop.app, member.token, 'api/user/my-favorite-goods', {
      query,
      lang,
    });
  const footprint = (member: TestMember, query: Record<string, string | number>) =>
    callAs<Page<FootprintGoods>>(shop.app, member.token, 'api/footprint/footprint', { query });

  it('adds goods to the wish list once, and lists them newest first as catalogue cards', async () => {
    const member = await createMember(shop.db);
    expect(await add(member, goodsAt(0))).toMatchObject({ code: 0, msg: '已加入心愿单' });
    expect(await add(member, goodsAt(1), 'en')).toMatchObject({
      code: 0,
      msg: 'Added to your wish list',
    });
    expect(await add(member, goodsAt(0))).toMatchObject({ code: 4009, msg: '已在心愿单中' });
    expect(await add(member, goodsAt(0), 'en')).toMatchObject({
      code: 4009,
      msg: 'Already on the wish list',
    });
    const { code, data } = await favorites(member);
    expect(code).toBe(0);
    expect(data.list.map((g) => g.id)).toEqual([goodsAt(1), goodsAt(0)]);
    expect(data.pagination.totalCount).toBe(2);
    const card = await catalogueCard(goodsAt(0));
    const { favorited_at, ...favoriteCard } = data.list[1] as FavoriteGoods;
    expect(card).toBeDefined();
    expect(favoriteCard).toEqual(card);
    expect(favorited_at).toBeGreaterThan(Date.now() - 60_000);
  });

  it('tells a detail page whether one product is on the wish list', async () => {
    const member = await createMember(shop.db);
    await add(member, goodsAt(2));
    const on = await favorites(member, { goods_id: goodsAt(2) });
    expect(on.data.list.map((g) => g.id)).toEqual([goodsAt(2)]);
    const off = await favorites(member, { goods_id: goodsAt(3) });
    expect(off.data.list).toEqual([]);
    expect(off.data.pagination.totalCount).toBe(0);
  });

  it('refuses goods that do not exist or are no longer on sale', async () => {
    const member = await createMember(shop.db);
    const missing = await add(member, 99_999_999);
    expect(missing).toMatchObject({ code: 4004, msg: '商品不存在或已下架' });
    const withdrawn = goodsAt(goods.length - 1);
    await shop.db.updateTable('goods').set({ on_sale: 0 }).where('id', '=', withdrawn).execute();
    try {
      expect((await add(member, withdrawn, 'en')).code).toBe(4004);
      const seen = await footprint(member, { action: 'add', goods_id: withdrawn });
      expect(seen.code).toBe(4004);
    } finally {
      await shop.db.updateTable('goods').set({ on_sale: 1 }).where('id', '=', withdrawn).execute();
    }
    expect((await favorites(member)).data.list).toEqual([]);
  });

  it('removes goods from the wish list, and removing again is not an error', async () => {
    const member = await createMember(shop.db);
    await add(member, goodsAt(4));
    await add(member, goodsAt(5));
    const remove = () =>
      callAs(shop.app, member.token, 'api/user/favorite-remove', {
        form: { goods_id: String(goodsAt(4)) },
      });
    expect(await remove()).toMatchObject({ code: 0, msg: '已从心愿单移除' });
    expect((await remove()).code).toBe(0);
    expect((await favorites(member)).data.list.map((g) => g.id)).toEqual([goodsAt(5)]);
  });

  it('pages the wish list', async () => {
    const member = await createMember(shop.db);
    for (let i = 10; i < 15; i += 1) await add(member, goodsAt(i));
    const second = await favorites(member, { page: 2, page_size: 2 });
    expect(second.data.list.map((g) => g.id)).toEqual([goodsAt(12), goodsAt(11)]);
    expect(second.data.pagination).toMatchObject({ page: 2, page_count: 3, total_count: 5 });
  });

  it('records opened goods, moving a product opened again to the top', async () => {
    const member = await createMember(shop.db);
    for (const i of [20, 21, 22]) {
      expect((await footprint(member, { action: 'add', goods_id: goodsAt(i) })).code).toBe(0);
    }
    const again = await footprint(member, { action: 'add', goods_id: goodsAt(20) });
    expect(again.data.list.map((g) => g.id)).toEqual([goodsAt(20), goodsAt(22), goodsAt(21)]);
    const listed = await footprint(member, { action: 'list', page_size: 2 });
    expect(listed.data.list.map((g) => g.id)).toEqual([goodsAt(20), goodsAt(22)]);
    expect(listed.data.pagination.totalCount).toBe(3);
    expect(listed.data.list[0]?.viewed_at).toBeGreaterThan(Date.now() - 60_000);
    expect(listed.data.list[0]?.color_list.length).toBeGreaterThan(0);
    const noGoods = await callAs(shop.app, member.token, 'api/footprint/footprint', {
      query: { action: 'add' },
      lang: 'en',
    });
    expect(noGoods).toMatchObject({ code: 422, msg: 'Please say which product' });
    const cleared = await footprint(member, { action: 'clear' });
    expect(cleared.data.list).toEqual([]);
    expect((await footprint(member, {})).data.pagination.totalCount).toBe(0);
  });

  it(`keeps the latest ${FOOTPRINT_LIMIT} footprints`, async () => {
    const member = await createMember(shop.db);
    const old = Date.now() - 1_000_000;
    const ids = goods.slice(0, FOOTPRINT_LIMIT);
    await shop.db
      .insertInto('footprint')
      .values(ids.map((id, i) => ({ member_id: member.id, goods_id: id, created_at: old + i })))
      .execute();
    const newest = goodsAt(FOOTPRINT_LIMIT);
    const reply = await footprint(member, { action: 'add', goods_id: newest, page_size: 1 });
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
