import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import { CART_LINE_LIMIT, type CartList } from '../../../contract/cart';
import { databases, type TestShop } from '../../test/harness';
import { callAs, type TestMember } from '../../test/members';
import { offerPersonalisation } from '../personalise/personalise-fixtures';
import { cartFixtures } from './cart-fixtures';

const cartOf = oncePerShop((shop: TestShop) => cartFixtures(() => shop));

const test = shopTest.extend('cart', ({ shop }) => cartOf(shop));

describe.each(databases)('adding to, editing and deleting from the cart on %s', (kind) => {
  test.override({ databaseKind: kind });
  const lines = async (shop: TestShop, member: TestMember) =>
    (await callAs<CartList>(shop.app, member.token, 'api/cart/list')).data.list;

  test('adds a SKU, adding the same SKU again to the same line', async ({
    shop,
    member,
    cart: { add, freshSku },
  }) => {
    const sku = await freshSku(5);
    const first = await add(member, sku, 2);
    expect(first).toMatchObject({ code: 0, msg: '已加入购物袋', data: { num: 2 } });
    const again = await add(member, sku, 1, {}, 'en');
    expect(again).toMatchObject({ code: 0, msg: 'Added to your bag', data: { id: first.data.id } });
    expect(again.data.num).toBe(3);
    expect((await lines(shop, member)).map((l) => [l.sku_id, l.quantity, l.selected])).toEqual([
      [sku, 3, true],
    ]);
  });

  test('keeps a differently personalised SKU on a line of its own, named in the list', async ({
    shop,
    member,
    cart: { add, freshGoods },
  }) => {
    const { goodsId, skus } = await freshGoods(9);
    const sku = skus[0] ?? 0;
    await offerPersonalisation(shop.db, goodsId);
    const initials = {
      custom_letters: 'ly7',
      custom_position: 'corner',
      letter_color: 'gold',
      number_color: 'silver',
      pendants: JSON.stringify(['initial_charm', 'tassel']),
      inner_area: 'inside_pocket',
    };
    const plain = await add(member, sku, 1);
    const personal = await add(member, sku, 1, initials);
    const samePersonal = await add(member, sku, 2, { ...initials, custom_letters: 'LY7' });
    expect(personal.data.id).not.toBe(plain.data.id);
    expect(samePersonal.data.id).toBe(personal.data.id);
    const samePendants = await add(member, sku, 1, { ...initials, pendants: '["tassel"]' });
    expect(samePendants.data.id).not.toBe(personal.data.id);
    const list = await lines(shop, member);
    expect(list).toHaveLength(3);
    expect(list.find((l) => l.id === personal.data.id)).toMatchObject({
      quantity: 3,
      custom_letters: 'LY7',
      custom_position: '右下角',
      letter_color: '金色',
      number_color: '银色',
      pendants: ['皮革流苏', '字母吊饰'],
      inner_area: '内侧口袋',
    });
    const english = await callAs<CartList>(shop.app, member.token, 'api/cart/list', { lang: 'en' });
    expect(english.data.list.find((l) => l.id === personal.data.id)).toMatchObject({
      custom_position: 'Lower right corner',
      letter_color: 'Gold',
      number_color: 'Silver',
      pendants: ['Leather tassel', 'Initial charm'],
      inner_area: 'Inside pocket',
    });
    expect(list.find((l) => l.id === plain.data.id)).toMatchObject({
      custom_letters: '',
      pendants: [],
    });
  });

  test('refuses emoji and overlong personalisation, changing nothing', async ({
    shop,
    member,
    cart: { add, freshSku },
  }) => {
    const sku = await freshSku();
    const emoji = await add(member, sku, 1, { custom_letters: 'A😀' }, 'en');
    expect(emoji).toMatchObject({ code: 422, msg: 'Emoji is not allowed' });
    const long = await add(member, sku, 1, { custom_letters: 'A'.repeat(21) });
    expect(long).toMatchObject({ code: 422, msg: '输入内容过长' });
    const pendants = JSON.stringify(Array.from({ length: 11 }, (_, i) => `p${i}`));
    expect(await add(member, sku, 1, { pendants }, 'en')).toMatchObject({
      code: 422,
      msg: 'Too many pendants',
    });
    expect(await lines(shop, member)).toEqual([]);
  });

  test('refuses sold-out SKUs, more than the stock and withdrawn goods, in both languages', async ({
    shop,
    member,
    cart: { add, freshGoods, setStock },
  }) => {
    const { goodsId, skus } = await freshGoods(3);
    const [sku = 0, other = 0] = skus;
    await setStock(other, 0);
    expect(await add(member, other, 1)).toMatchObject({ code: 422, msg: '该颜色或尺码已售罄' });
    expect(await add(member, other, 1, {}, 'en')).toMatchObject({
      msg: 'This colour or size is sold out',
    });
    expect((await add(member, sku, 2)).code).toBe(0);
    const tooMany = await add(member, sku, 2, {}, 'en');
    expect(tooMany).toMatchObject({ code: 422, msg: 'Understock', data: { stock: 3 } });
    expect((await add(member, sku, 2)).msg).toBe('库存不足');
    expect((await lines(shop, member)).map((l) => l.quantity)).toEqual([2]);
    expect(await add(member, sku, 0, {}, 'en')).toMatchObject({
      code: 422,
      msg: 'Reached minimum',
    });
    expect((await add(member, sku, 1.5)).msg).toBe('请输入正确的数量');
    await shop.db.updateTable('goods').set({ on_sale: 0 }).where('id', '=', goodsId).execute();
    try {
      expect(await add(member, sku, 1, {}, 'en')).toMatchObject({
        code: 4004,
        msg: 'This piece is no longer available',
      });
      expect((await add(member, sku, 1)).msg).toBe('商品已下架');
    } finally {
      await shop.db.updateTable('goods').set({ on_sale: 1 }).where('id', '=', goodsId).execute();
    }
    expect(await add(member, 2_000_000_000, 1, {}, 'en')).toMatchObject({
      code: 4004,
      msg: 'This colour or size does not exist',
    });
  });

  test(`holds at most ${CART_LINE_LIMIT} distinct lines`, async ({
    shop,
    member,
    cart: { add, freshSku },
  }) => {
    const sku = await freshSku(100);
    const now = Date.now();
    await shop.db
      .insertInto('cart_line')
      .values(
        Array.from({ length: CART_LINE_LIMIT }, (_, i) => ({
          member_id: member.id,
          sku_id: sku,
          quantity: 1,
          personal_key: `key-${i}`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const full = await add(member, sku, 1, {}, 'en');
    expect(full).toMatchObject({
      code: 422,
      msg: `Your bag holds up to ${CART_LINE_LIMIT} different pieces: please remove some first`,
    });
    expect(await lines(shop, member)).toHaveLength(CART_LINE_LIMIT);
  });

  test('adds a list of SKUs at once, or nothing when one is refused', async ({
    shop,
    member,
    cart: { freshSku, post },
  }) => {
    const [a, b, soldOut] = [await freshSku(4), await freshSku(4), await freshSku(0)];
    const batch = (list: unknown, lang: 'cn' | 'en' = 'cn') =>
      post<{ num: number }>(member, 'api/cart/batch-add', { sku_list: JSON.stringify(list) }, lang);
    const refused = await batch(
      [
        { sku_id: a, quantity: 1 },
        { sku_id: soldOut, quantity: 1 },
      ],
      'en',
    );
    expect(refused).toMatchObject({ code: 422, msg: 'This colour or size is sold out' });
    const over = await batch([
      { sku_id: a, quantity: 3 },
      { sku_id: a, quantity: 2 },
    ]);
    expect(over).toMatchObject({ code: 422, msg: '库存不足' });
    expect(await lines(shop, member)).toEqual([]);
    const done = await batch([
      { sku_id: a, quantity: 1 },
      { sku_id: b, quantity: 2 },
      { sku_id: a, quantity: 1 },
    ]);
    expect(done).toMatchObject({ code: 0, data: { num: 4 } });
    const list = await lines(shop, member);
    expect(list.map((l) => [l.sku_id, l.quantity]).sort()).toEqual(
      [
        [a, 2],
        [b, 2],
      ].sort(),
    );
    expect((await batch([], 'en')).msg).toBe('Please choose what to add to your bag');
    expect((await batch([{ sku_id: a }])).code).toBe(422);
  });

  test('edits quantity and selection within the stock', async ({
    shop,
    member,
    cart: { add, freshSku, post },
  }) => {
    const sku = await freshSku(4);
    const { data } = await add(member, sku, 1);
    const edit = (form: Record<string, string>, lang: 'cn' | 'en' = 'cn') =>
      post(member, 'api/cart/edit', { id: String(data.id), ...form }, lang);
    expect(await edit({ quantity: '4' })).toMatchObject({
      code: 0,
      msg: '购物袋已更新',
      data: { id: data.id, num: 4 },
    });
    expect(await edit({ quantity: '5' }, 'en')).toMatchObject({
      code: 422,
      msg: 'Reached maximum inventory',
      data: { stock: 4 },
    });
    expect((await edit({ quantity: '5' })).msg).toBe('已达到最大库存');
    expect(await edit({ quantity: '0' })).toMatchObject({ code: 422, msg: '已达到最小数量' });
    expect((await edit({ quantity: '-3' }, 'en')).msg).toBe('Reached minimum');
    expect((await edit({ selected: '0' })).code).toBe(0);
    expect((await lines(shop, member))[0]).toMatchObject({ quantity: 4, selected: false });
    expect((await edit({ selected: '1', quantity: '2' })).code).toBe(0);
    expect((await lines(shop, member))[0]).toMatchObject({ quantity: 2, selected: true });
  });

  test('moves a line to another colour or size of the same goods, merging identical lines', async ({
    shop,
    member,
    cart: { add, freshGoods, freshSku, post, setStock },
  }) => {
    const { skus } = await freshGoods(5);
    const [first = 0, second = 0] = skus;
    const other = await freshSku(5);
    const a = await add(member, first, 2);
    const b = await add(member, second, 2);
    const edit = (id: number, form: Record<string, string>, lang: 'cn' | 'en' = 'cn') =>
      post(member, 'api/cart/edit', { id: String(id), ...form }, lang);
    expect(await edit(a.data.id, { sku_id: String(other) }, 'en')).toMatchObject({
      code: 4004,
      msg: 'This colour or size does not exist',
    });
    expect(await edit(a.data.id, { sku_id: String(second), quantity: '4' })).toMatchObject({
      code: 422,
      msg: '已达到最大库存',
    });
    await setStock(second, 0);
    expect((await edit(a.data.id, { sku_id: String(second) })).msg).toBe('该颜色或尺码已售罄');
    await setStock(second, 5);
    const merged = await edit(a.data.id, { sku_id: String(second), quantity: '3' });
    expect(merged).toMatchObject({ code: 0, data: { id: b.data.id, num: 5 } });
    expect((await lines(shop, member)).map((l) => [l.id, l.sku_id, l.quantity])).toEqual([
      [b.data.id, second, 5],
    ]);
    const moved = await edit(b.data.id, { sku_id: String(first) });
    expect(moved.data.id).toBe(b.data.id);
    expect((await lines(shop, member)).map((l) => [l.sku_id, l.quantity])).toEqual([[first, 5]]);
  });

  test('deletes the caller’s lines, and nothing when an id is unknown', async ({
    shop,
    member,
    cart: { add, freshSku, post },
  }) => {
    const [x, y, z] = [await freshSku(), await freshSku(), await freshSku()];
    const ids = [];
    for (const sku of [x, y, z]) ids.push((await add(member, sku, 1)).data.id);
    const remove = (list: unknown, lang: 'cn' | 'en' = 'cn') =>
      post<{ num: number }>(member, 'api/cart/delete', { ids: JSON.stringify(list) }, lang);
    const unknown = await remove([ids[0], 2_000_000_000], 'en');
    expect(unknown).toMatchObject({
      code: 4004,
      msg: 'This piece is not in your bag: please refresh and try again',
    });
    expect(await lines(shop, member)).toHaveLength(3);
    expect(await remove([ids[0], ids[1]])).toMatchObject({
      code: 0,
      msg: '已从购物袋移除',
      data: { num: 1 },
    });
    expect((await lines(shop, member)).map((l) => l.id)).toEqual([ids[2]]);
    expect((await remove([ids[0]])).msg).toBe('购物袋中没有该商品，请刷新后重试');
    expect((await remove([], 'en')).msg).toBe('Please choose what to delete');
  });
});
