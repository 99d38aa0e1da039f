import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import { CART_LINE_LIMIT, type CartList, type GuestMerge } from '../../../contract/cart';
import { databases, type TestShop } from '../../test/harness';
import { callAs, createMember } from '../../test/members';
import { offerPersonalisation } from '../personalise/personalise-fixtures';
import { cartFixtures } from './cart-fixtures';

const cartOf = oncePerShop((shop: TestShop) => cartFixtures(() => shop));
const test = shopTest.extend('cart', ({ shop }) => cartOf(shop));

type Line = { id: number; sku_id: number; quantity: number; selected?: boolean } & Record<
  string,
  unknown
>;
const linesForm = (lines: Line[]) => ({ lines: JSON.stringify(lines) });
let bags = 0;
const newBagId = () => `bag-${Date.now()}-${(bags += 1)}`;

describe.each(databases)("a visitor's bag kept on the device, on %s", (kind) => {
  test.override({ databaseKind: kind });

  test('is drawn like a member bag, in the given order, with missing SKUs named', async ({
    cart: { freshGoods, post },
  }) => {
    const { skus } = await freshGoods(3);
    const [a = 0, b = 0] = skus;
    const reply = await post<CartList & { missing: number[] }>(
      null,
      'api/cart/guest-list',
      linesForm([
        { id: 7, sku_id: b, quantity: 5, selected: true },
        { id: 3, sku_id: 2_000_000_000, quantity: 1 },
        { id: 2, sku_id: a, quantity: 2, selected: false },
      ]),
      'en',
    );
    expect(reply.code).toBe(0);
    expect(reply.data.missing).toEqual([3]);
    expect(
      reply.data.list.map((l) => [l.id, l.sku_id, l.quantity, l.selected, l.available]),
    ).toEqual([
      [7, b, 5, true, false],
      [2, a, 2, false, true],
    ]);
    expect(reply.data.list[0]?.name).toMatch(/[A-Za-z]/);
    // Understock lines are not counted, nor unticked ones.
    expect(reply.data).toMatchObject({ selected_count: 0, selected_amount: 0, num: 7 });
  });

  test('refuses a change as a member cart would, in the shopper language', async ({
    cart: { freshSku, setStock, post },
  }) => {
    const sku = await freshSku(2);
    const check = (form: Record<string, string>, lang: 'cn' | 'en' = 'cn') =>
      post<{ stock: number }>(null, 'api/cart/guest-check', { sku_id: String(sku), ...form }, lang);
    expect(await check({ quantity: '2' })).toMatchObject({ code: 0, data: { stock: 2 } });
    expect(await check({ quantity: '3' })).toMatchObject({ code: 422, msg: '库存不足' });
    expect(await check({ quantity: '3', change: 'edit' }, 'en')).toMatchObject({
      msg: 'Reached maximum inventory',
    });
    expect(await check({ quantity: '1', other_lines: String(CART_LINE_LIMIT) })).toMatchObject({
      code: 422,
      msg: expect.stringContaining(String(CART_LINE_LIMIT)),
    });
    expect(await check({ quantity: 'x' }, 'en')).toMatchObject({ code: 422 });
    await setStock(sku, 0);
    expect(await check({ quantity: '1' })).toMatchObject({ code: 422, msg: '该颜色或尺码已售罄' });
    const unknown = await post(null, 'api/cart/guest-check', {
      sku_id: '2000000000',
      quantity: '1',
    });
    expect(unknown).toMatchObject({ code: 4004, msg: '该颜色或尺码不存在' });
  });

  test('answers personalisation as the server keeps it', async ({
    shop,
    cart: { freshGoods, post },
  }) => {
    const { goodsId, skus } = await freshGoods(4);
    await offerPersonalisation(shop.db, goodsId);
    const reply = await post<{ personalisation: { custom_letters: string } }>(
      null,
      'api/cart/guest-check',
      {
        sku_id: String(skus[0]),
        quantity: '1',
        custom_letters: 'ly7',
        custom_position: 'corner',
        letter_color: 'gold',
        number_color: 'silver',
      },
    );
    expect(reply).toMatchObject({ code: 0, data: { personalisation: { custom_letters: 'LY7' } } });
  });

  test('is added to the member bag at sign-in, with what could not be added said', async ({
    shop,
    member,
    cart: { freshGoods, freshSku, setStock, add, post },
  }) => {
    const plenty = await freshSku(9);
    const { skus } = await freshGoods(3);
    const [short = 0, gone = 0] = skus;
    await add(member, short, 2);
    await setStock(gone, 0);
    const reply = await post<GuestMerge>(
      member,
      'api/cart/merge-guest',
      {
        bag_id: newBagId(),
        ...linesForm([
          { id: 1, sku_id: plenty, quantity: 2 },
          { id: 2, sku_id: short, quantity: 2 },
          { id: 3, sku_id: gone, quantity: 1 },
          { id: 4, sku_id: 2_000_000_000, quantity: 1 },
        ]),
      },
      'en',
    );
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({ num: 5, added: 3, already: false });
    expect(reply.data.left_out.map((l) => [l.sku_id, l.reason, l.wanted, l.added])).toEqual([
      [short, 'stock', 2, 1],
      [gone, 'soldOut', 1, 0],
      [2_000_000_000, 'unavailable', 1, 0],
    ]);
    expect(reply.data.left_out[0]?.name).toMatch(/[A-Za-z]/);
    const list = await callAs<CartList>(shop.app, member.token, 'api/cart/list');
    expect(list.data.list.map((l) => [l.sku_id, l.quantity])).toEqual([
      [plenty, 2],
      [short, 3],
    ]);
    // Each device line that went across names the member's line that took it.
    const lineOf = (sku: number) => list.data.list.find((l) => l.sku_id === sku)?.id;
    expect(reply.data.placed).toEqual([
      { id: 1, cart_id: lineOf(plenty) },
      { id: 2, cart_id: lineOf(short) },
    ]);
  });

  test('adds one bag once, however many requests carry it at the same instant', async ({
    shop,
    cart: { freshSku, post },
  }) => {
    const member = await createMember(shop.db);
    const sku = await freshSku(20);
    const form = { bag_id: newBagId(), ...linesForm([{ id: 1, sku_id: sku, quantity: 2 }]) };
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => post<GuestMerge>(member, 'api/cart/merge-guest', form)),
    );
    expect(replies.every((r) => r.code === 0)).toBe(true);
    expect(replies.filter((r) => !r.data.already)).toHaveLength(1);
    expect(replies.map((r) => r.data.num)).toEqual(Array(6).fill(2));
    // The same device bag offered to another member later adds nothing either.
    const other = await createMember(shop.db);
    expect((await post<GuestMerge>(other, 'api/cart/merge-guest', form)).data).toMatchObject({
      already: true,
      num: 0,
      placed: [],
    });
  });

  test('keeps personalised lines apart and stops at the line limit', async ({
    shop,
    member,
    cart: { freshGoods, freshSku, post },
  }) => {
    const { goodsId, skus } = await freshGoods(5);
    await offerPersonalisation(shop.db, goodsId);
    const sku = skus[0] ?? 0;
    const fillers = await shop.db
      .selectFrom('sku')
      .innerJoin('goods', 'goods.id', 'sku.goods_id')
      .select('sku.id')
      .where('goods.on_sale', '=', 1)
      .where('sku.stock', '>', 0)
      .where('sku.goods_id', '!=', goodsId)
      .limit(CART_LINE_LIMIT - 2)
      .execute();
    for (const filler of fillers) {
      await shop.db
        .insertInto('cart_line')
        .values({
          member_id: member.id,
          sku_id: filler.id,
          quantity: 1,
          custom_letters: '',
          custom_position: '',
          letter_color: '',
          number_color: '',
          pendants: '[]',
          inner_area: '',
          personal_key: `filler-${filler.id}`,
          created_at: 1,
          updated_at: 1,
        })
        .execute();
    }
    const initials = {
      custom_letters: 'ab',
      custom_position: 'corner',
      letter_color: 'gold',
      number_color: '',
      pendants: [],
      inner_area: '',
    };
    const extra = await freshSku(5);
    const reply = await post<GuestMerge>(member, 'api/cart/merge-guest', {
      bag_id: newBagId(),
      ...linesForm([
        { id: 1, sku_id: extra, quantity: 1 },
        { id: 2, sku_id: sku, quantity: 1, ...initials },
        { id: 3, sku_id: sku, quantity: 1 },
        { id: 4, sku_id: sku, quantity: 1, ...initials, custom_position: 'nowhere' },
      ]),
    });
    expect(reply.code).toBe(0);
    // Oldest first: the plain line and the personalised one fill the two places left.
    expect(reply.data.left_out.map((l) => [l.sku_id, l.reason])).toEqual([
      [extra, 'full'],
      [sku, 'personalisation'],
    ]);
    const list = await callAs<CartList>(shop.app, member.token, 'api/cart/list');
    expect(list.data.list).toHaveLength(CART_LINE_LIMIT);
    expect(list.data.list.filter((l) => l.sku_id === sku).map((l) => l.custom_letters)).toEqual([
      'AB',
      '',
    ]);
  });

  test('refuses a visitor, an unreadable bag id and an empty bag without changing anything', async ({
    shop,
    member,
    cart: { freshSku, post },
  }) => {
    const sku = await freshSku(5);
    const lines = linesForm([{ id: 1, sku_id: sku, quantity: 1 }]);
    expect(
      await post(null, 'api/cart/merge-guest', { bag_id: newBagId(), ...lines }),
    ).toMatchObject({ code: -1 });
    expect(
      await post(member, 'api/cart/merge-guest', { bag_id: 'x', ...lines }, 'en'),
    ).toMatchObject({ code: 422, msg: 'Your bag could not be read: please refresh and try again' });
    expect(
      await post(member, 'api/cart/merge-guest', { bag_id: newBagId(), lines: '[]' }),
    ).toMatchObject({ code: 422 });
    expect(
      await post(member, 'api/cart/merge-guest', { bag_id: newBagId(), lines: '[{"id":1}]' }),
    ).toMatchObject({ code: 422 });
    const count = await callAs<{ num: number }>(shop.app, member.token, 'api/cart/get-cart-num');
    expect(count.data.num).toBe(0);
  });
});
