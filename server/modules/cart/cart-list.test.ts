import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import type { CartList } from '../../../contract/cart';
import type { GoodsCard, GoodsDetail } from '../../../contract/catalogue';
import { call, databases, type TestShop } from '../../test/harness';
import { callAs, createMember, type TestMember } from '../../test/members';
import { cartFixtures, type Lang } from './cart-fixtures';

const cartOf = oncePerShop((shop: TestShop) => cartFixtures(() => shop));

const test = shopTest.extend('cart', ({ shop }) => cartOf(shop));

describe.each(databases)('reading the cart on %s', (kind) => {
  test.override({ databaseKind: kind });
  const list = (shop: TestShop, member: TestMember, lang: Lang = 'cn') =>
    callAs<CartList>(shop.app, member.token, 'api/cart/list', { lang });
  const cartNum = (shop: TestShop, token: string | null) =>
    callAs<{ num: number }>(shop.app, token, 'api/cart/get-cart-num');
  const detail = async (shop: TestShop, goodsId: number, lang: Lang) =>
    (await call<GoodsDetail>(shop.app, 'api/goods/detail', { query: { id: goodsId }, lang })).data;

  test('lists lines newest first with names in the request’s language and server prices', async ({
    shop,
    member,
    cart: { add, freshGoods },
  }) => {
    const older = await freshGoods(6);
    const newer = await freshGoods(6);
    const [olderSku = 0] = older.skus;
    const [newerSku = 0] = newer.skus;
    // A price sent by the client is ignored: prices come from the server.
    await add(member, olderSku, 2, { price: '1' });
    await add(member, newerSku, 1);
    for (const lang of ['cn', 'en'] as const) {
      const { code, data } = await list(shop, member, lang);
      expect(code).toBe(0);
      expect(data.list.map((l) => l.sku_id)).toEqual([newerSku, olderSku]);
      for (const [line, goods] of [
        [data.list[1], older],
        [data.list[0], newer],
      ] as const) {
        const shown = await detail(shop, goods.goodsId, lang);
        const sku = shown.sku_list.find((s) => s.id === line?.sku_id);
        const color = shown.color_list.find((c) => c.color_id === sku?.color_id);
        expect(line).toMatchObject({
          goods_id: goods.goodsId,
          name: shown.name,
          sn: shown.sn,
          color_id: sku?.color_id,
          color_name: color?.name,
          size: sku?.size,
          price: sku?.price,
          original_price: sku?.original_price,
          stock: 6,
          on_sale: true,
          available: true,
          selected: true,
        });
        expect(line?.picture?.src).toMatch(/^\/media\/.+\.webp$/);
      }
      const [newest, oldest] = data.list;
      expect(data.selected_count).toBe(3);
      expect(data.selected_amount).toBe((newest?.price ?? 0) + 2 * (oldest?.price ?? 0));
      expect(data.num).toBe(3);
    }
    const en = (await list(shop, member, 'en')).data.list[0];
    const cn = (await list(shop, member, 'cn')).data.list[0];
    expect(en?.name).not.toBe(cn?.name);
  });

  test('totals only the selected lines that can still be bought', async ({
    shop,
    member,
    cart: { add, freshGoods, post },
  }) => {
    const kept = await freshGoods(5);
    const withdrawn = await freshGoods(5);
    const short = await freshGoods(5);
    const unselected = await freshGoods(5);
    const ids: Record<string, number> = {};
    for (const [name, goods] of Object.entries({ kept, withdrawn, short, unselected })) {
      ids[name] = (await add(member, goods.skus[0] ?? 0, 2)).data.id;
    }
    await post(member, 'api/cart/edit', { id: String(ids.unselected), selected: '0' });
    await shop.db
      .updateTable('goods')
      .set({ on_sale: 0 })
      .where('id', '=', withdrawn.goodsId)
      .execute();
    await shop.db
      .updateTable('sku')
      .set({ stock: 1 })
      .where('id', '=', short.skus[0] ?? 0)
      .execute();
    try {
      const { data } = await list(shop, member);
      const line = (id: number | undefined) => data.list.find((l) => l.id === id);
      expect(line(ids.withdrawn)).toMatchObject({ on_sale: false, stock: 0, available: false });
      expect(line(ids.short)).toMatchObject({ on_sale: true, stock: 1, available: false });
      expect(line(ids.unselected)).toMatchObject({ available: true, selected: false });
      expect(data.selected_count).toBe(2);
      expect(data.selected_amount).toBe(2 * (line(ids.kept)?.price ?? 0));
      expect(data.num).toBe(8);
    } finally {
      await shop.db
        .updateTable('goods')
        .set({ on_sale: 1 })
        .where('id', '=', withdrawn.goodsId)
        .execute();
    }
  });

  test('counts pieces for members and 0 for visitors', async ({
    shop,
    member,
    cart: { add, freshSku },
  }) => {
    expect(await cartNum(shop, member.token)).toMatchObject({ code: 0, data: { num: 0 } });
    await add(member, await freshSku(), 3);
    await add(member, await freshSku(), 2);
    expect(await cartNum(shop, member.token)).toMatchObject({ code: 0, data: { num: 5 } });
    expect(await cartNum(shop, null)).toMatchObject({ code: 0, data: { num: 0 } });
    expect(await cartNum(shop, 'not-a-token')).toMatchObject({ code: 0, data: { num: 0 } });
    // Never served from a cache: the count follows the cart at once.
    await add(member, await freshSku(), 1);
    expect((await cartNum(shop, member.token)).data.num).toBe(6);
  });

  test('answers -1 to visitors on every member call, in both languages', async ({
    shop,
    member,
    cart: { add, freshSku },
  }) => {
    const sku = await freshSku();
    const { data } = await add(member, sku, 1);
    const visitorCalls: [string, Record<string, string> | undefined][] = [
      ['api/cart/add', { sku_id: String(sku) }],
      ['api/cart/batch-add', { sku_list: JSON.stringify([{ sku_id: sku, quantity: 1 }]) }],
      ['api/cart/edit', { id: String(data.id), quantity: '1' }],
      ['api/cart/delete', { ids: JSON.stringify([data.id]) }],
      ['api/cart/list', undefined],
    ];
    for (const [r, form] of visitorCalls) {
      for (const token of [null, 'not-a-token']) {
        expect(await callAs(shop.app, token, r, { form, lang: 'en' })).toMatchObject({
          code: -1,
          msg: 'Please sign in first',
        });
      }
      expect((await callAs(shop.app, null, r, { form })).msg).toBe('请先登录');
    }
    expect((await list(shop, member)).data.list).toHaveLength(1);
  });

  test('keeps two members’ carts apart: another member’s lines behave as unknown ones', async ({
    shop,
    cart: { add, freshSku, post },
  }) => {
    const owner = await createMember(shop.db);
    const stranger = await createMember(shop.db);
    const sku = await freshSku(5);
    const { data } = await add(owner, sku, 1);
    expect((await list(shop, stranger)).data.list).toEqual([]);
    expect((await cartNum(shop, stranger.token)).data.num).toBe(0);
    const edit = await post(stranger, 'api/cart/edit', { id: String(data.id), quantity: '3' });
    const unknownEdit = await post(stranger, 'api/cart/edit', { id: '2000000000', quantity: '3' });
    expect(edit).toEqual(unknownEdit);
    expect(edit).toMatchObject({ code: 4004, data: null });
    const remove = await post(stranger, 'api/cart/delete', { ids: JSON.stringify([data.id]) });
    const unknownRemove = await post(stranger, 'api/cart/delete', { ids: '[2000000000]' });
    expect(remove).toEqual(unknownRemove);
    expect(remove.code).toBe(4004);
    // The stranger adding the same SKU makes a line of their own.
    expect((await add(stranger, sku, 2)).data.id).not.toBe(data.id);
    expect((await list(shop, owner)).data.list.map((l) => [l.id, l.quantity])).toEqual([
      [data.id, 1],
    ]);
  });

  test('ends 20 concurrent adds of one SKU in one line, never above the stock', async ({
    shop,
    member,
    cart: { add, freshSku },
  }) => {
    const roomy = await freshSku(50);
    const replies = await Promise.all(Array.from({ length: 20 }, () => add(member, roomy, 2)));
    expect(replies.every((r) => r.code === 0)).toBe(true);
    const scarce = await freshSku(7);
    const contested = await Promise.all(Array.from({ length: 20 }, () => add(member, scarce, 1)));
    expect(contested.filter((r) => r.code === 0)).toHaveLength(7);
    expect(contested.filter((r) => r.code === 422).every((r) => r.msg === '库存不足')).toBe(true);
    const { data } = await list(shop, member);
    expect(data.list.map((l) => [l.sku_id, l.quantity]).sort()).toEqual(
      [
        [roomy, 40],
        [scarce, 7],
      ].sort(),
    );
  });

  test('suggests the newest goods in stock that are not in the cart, for visitors too', async ({
    shop,
    cart: { add },
  }) => {
    const hot = (token: string | null, lang: Lang = 'cn', limit = 8) =>
      callAs<{ list: GoodsCard[] }>(shop.app, token, 'api/cart/hot-sale-goods', {
        form: { limit: String(limit) },
        lang,
      });
    const newest = await shop.db
      .selectFrom('goods')
      .select('id')
      .where('on_sale', '=', 1)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('sku')
            .select('sku.id')
            .whereRef('sku.goods_id', '=', 'goods.id')
            .where('stock', '>', 0),
        ),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(4)
      .execute();
    const visitor = await hot(null, 'en', 3);
    expect(visitor.code).toBe(0);
    expect(visitor.data.list.map((g) => g.id)).toEqual(newest.slice(0, 3).map((g) => g.id));
    expect(visitor.data.list.every((g) => !g.sold_out)).toBe(true);
    const member = await createMember(shop.db);
    const first = newest[0]?.id ?? 0;
    const sku = await shop.db
      .selectFrom('sku')
      .select('id')
      .where('goods_id', '=', first)
      .where('stock', '>', 0)
      .executeTakeFirstOrThrow();
    expect((await add(member, sku.id, 1)).code).toBe(0);
    const suggested = await hot(member.token, 'cn', 3);
    expect(suggested.data.list.map((g) => g.id)).toEqual(newest.slice(1, 4).map((g) => g.id));
    const english = await hot(member.token, 'en', 3);
    expect(english.data.list.map((g) => g.id)).toEqual(suggested.data.list.map((g) => g.id));
    expect(english.data.list[0]?.name).not.toBe(suggested.data.list[0]?.name);
  });
});
