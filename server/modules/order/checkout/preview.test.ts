import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../../test/fixtures';
import type { OrderLineView, OrderPreview } from '../../../../contract/order';
import { databases, type TestShop } from '../../../test/harness';
import { callAs, createMember, giveCoupon } from '../../../test/members';
import { offerPersonalisation } from '../../personalise/personalise-fixtures';
import { checkoutFixtures } from './checkout-fixtures';

const checkoutOf = oncePerShop((shop: TestShop) => checkoutFixtures(() => shop));

const test = shopTest.extend('checkout', ({ shop }) => checkoutOf(shop));

describe.each(databases)('the order preview on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('shows buy-now lines with their personalisation, priced under a running promotion', async ({
    shop,
    member,
    checkout: { goods, items, promote },
  }) => {
    const { goodsId, sku } = await goods({ price: 700_00, original: 1000_00, stock: 4 });
    await offerPersonalisation(shop.db, goodsId);
    const initials = { custom_letters: 'ly', custom_position: 'front', letter_color: 'gold' };
    const form = {
      sku_list: items([{ sku_id: sku, quantity: 2, ...initials, pendants: ['tassel'] }]),
    };
    const call = (lang: 'cn' | 'en') =>
      callAs<{ lines: OrderLineView[] }>(
        shop.app,
        member.token,
        'api/cart/goods-detail-preview-data',
        {
          form,
          lang,
        },
      );
    const regular = await call('en');
    expect(regular.code).toBe(0);
    expect(regular.data.lines).toEqual([
      expect.objectContaining({
        cart_id: null,
        goods_id: goodsId,
        sku_id: sku,
        price: 1000_00,
        original_price: 1000_00,
        quantity: 2,
        stock: 4,
        activity_id: null,
        custom_letters: 'LY',
        custom_position: 'Front, centre',
        letter_color: 'Gold',
        pendants: ['Leather tassel'],
        inner_area: '',
      }),
    ]);
    const promotion = await promote([goodsId]);
    const promoted = await call('cn');
    expect(promoted.data.lines[0]).toMatchObject({ price: 700_00, activity_id: promotion });
    expect(promoted.data.lines[0]?.name).not.toBe(regular.data.lines[0]?.name);
    expect(promoted.data.lines[0]?.picture?.src).toMatch(/^\/media\//);
  });

  test('prices cart lines, ignoring any totals the client sends', async ({
    member,
    checkout: { cartLine, goods, items, preview, promote },
  }) => {
    const a = await goods({ price: 700_00, original: 1000_00 });
    const b = await goods({ original: 500_00 });
    await promote([a.goodsId]);
    const first = await cartLine(member, a.sku, 2);
    const second = await cartLine(member, b.sku, 1, 'AB');
    const form = { sku_list: items([{ cart_id: first }, { cart_id: second }, { cart_id: first }]) };
    const honest = await preview(member, form);
    expect(honest.code).toBe(0);
    expect(honest.data.lines.map((l) => [l.cart_id, l.quantity, l.custom_letters])).toEqual([
      [first, 2, ''],
      [second, 1, 'AB'],
    ]);
    expect(honest.data.amounts).toEqual({
      goods_amount: 2500_00,
      product_discount: 600_00,
      member_discount: 0,
      coupon_amount: 0,
      points_amount: 0,
      freight: 0,
      pay_amount: 1900_00,
    });
    const cheeky = await preview(member, {
      ...form,
      goods_amount: '1',
      pay_amount: '1',
      coupon_amount: '999999',
      member_discount: '999999',
      freight: '-100',
    });
    expect(cheeky.data.amounts).toEqual(honest.data.amounts);
  });

  test('lists the activities and stops coupons and points where one forbids them', async ({
    shop,
    checkout: { address, goods, items, preview, promote },
  }) => {
    const member = await createMember(shop.db, { points: 10_000 });
    await address(member);
    const couponId = await giveCoupon(shop.db, member.id, { value_fen: 50_00 });
    const plain = await goods({ price: 800_00, original: 1000_00 });
    const exclusive = await goods({ price: 600_00, original: 1000_00 });
    const noPoints = await goods({ price: 900_00, original: 1000_00 });
    const open = await promote([plain.goodsId]);
    const noCoupon = await promote([exclusive.goodsId], { is_coupon: 0 });
    const noIntegral = await promote([noPoints.goodsId], { is_integral: 0 });
    const ask = (skus: number[]) =>
      preview(
        member,
        {
          sku_list: items(skus.map((sku) => ({ sku_id: sku, quantity: 1 }))),
          use_coupon_id: String(couponId),
          use_integral: '1',
        },
        'en',
      );

    const combined = await ask([plain.sku, plain.skus[1] ?? 0]);
    expect(combined.data.activities).toEqual([
      {
        id: open,
        name: expect.stringMatching(/^Test Promotion/),
        tag: '-30%',
        is_coupon: 1,
        is_integral: 1,
      },
    ]);
    expect(combined.data).toMatchObject({
      is_coupon: 1,
      is_integral: 1,
      coupon_usable: true,
      integral_usable: true,
      use_coupon_id: couponId,
    });
    expect(combined.data.points.used).toBeGreaterThan(0);

    const barred = await ask([plain.sku, exclusive.sku]);
    expect(barred.code).toBe(0);
    expect(barred.data.activities.map((a) => [a.id, a.is_coupon])).toEqual([
      [open, 1],
      [noCoupon, 0],
    ]);
    expect(barred.data).toMatchObject({ is_coupon: 0, coupon_usable: false, use_coupon_id: 0 });
    expect(barred.data.amounts.coupon_amount).toBe(0);
    expect(barred.data.coupons).toEqual([
      expect.objectContaining({
        id: couponId,
        usable: false,
        reason: 'This coupon cannot be combined with this promotion',
      }),
    ]);
    expect(barred.data.points.used).toBeGreaterThan(0);

    const pointless = await ask([noPoints.sku]);
    expect(pointless.data).toMatchObject({
      is_coupon: 1,
      is_integral: 0,
      integral_usable: false,
      use_coupon_id: couponId,
      points: { balance: 10_000, usable: 0, used: 0 },
    });
    expect(pointless.data.activities.map((a) => [a.id, a.is_integral])).toEqual([[noIntegral, 0]]);
    expect(pointless.data.amounts.points_amount).toBe(0);
  });

  test('ignores a promotion that has ended: regular price, no activity', async ({
    member,
    checkout: { goods, items, preview, promote },
  }) => {
    const { goodsId, sku } = await goods({ price: 700_00, original: 1000_00 });
    await promote([goodsId], { is_coupon: 0, ended: true });
    const { data } = await preview(member, { sku_list: items([{ sku_id: sku, quantity: 1 }]) });
    expect(data.lines[0]).toMatchObject({ price: 1000_00, activity_id: null });
    expect(data).toMatchObject({ activities: [], is_coupon: null, coupon_usable: true });
  });

  test("chooses the asked address, else the default, else none; never another member's", async ({
    shop,
    member,
    checkout: { address, goods, items, preview },
  }) => {
    const other = await createMember(shop.db);
    const { sku } = await goods();
    const sku_list = items([{ sku_id: sku, quantity: 1 }]);
    expect((await preview(member, { sku_list })).data.address).toBeNull();
    const second = await address(member, false, '王女士');
    const first = await address(member, true, '陈先生');
    const foreign = await address(other, true);
    const fallback = await preview(member, { sku_list });
    expect(fallback.data.address).toMatchObject({
      id: first,
      is_default: true,
      city_name: '杭州市',
    });
    const chosen = await preview(member, { sku_list, address_id: String(second) });
    expect(chosen.data.address).toMatchObject({ id: second, name: '王女士' });
    const refused = await preview(member, { sku_list, address_id: String(foreign) }, 'en');
    expect(refused).toMatchObject({ code: 4004, msg: 'Address not found', data: null });
  });

  test("refuses another member's cart line and a SKU that is gone or withdrawn", async ({
    shop,
    member,
    checkout: { cartLine, goods, items, preview },
  }) => {
    const other = await createMember(shop.db);
    const { sku, goodsId } = await goods();
    const theirs = await cartLine(other, sku, 1);
    const mine = await cartLine(member, sku, 1);
    const foreign = await preview(
      member,
      { sku_list: items([{ cart_id: mine }, { cart_id: theirs }]) },
      'en',
    );
    expect(foreign).toMatchObject({ code: 4004, data: null });
    expect(foreign.msg).toMatch(/not in your bag/);
    const unknown = await preview(member, {
      sku_list: items([{ sku_id: 2_000_000_000, quantity: 1 }]),
    });
    expect(unknown).toMatchObject({ code: 4004, msg: '该颜色或尺码不存在' });
    await shop.db.updateTable('goods').set({ on_sale: 0 }).where('id', '=', goodsId).execute();
    const withdrawn = await preview(member, { sku_list: items([{ sku_id: sku, quantity: 1 }]) });
    expect(withdrawn.code).toBe(4004);
    expect((await preview(member, { sku_list: '[]' })).code).toBe(422);
  });

  test('shows lines that cannot be ordered with the stock left', async ({
    shop,
    member,
    checkout: { cartLine, goods, items, preview },
  }) => {
    const short = await goods({ stock: 1 });
    const gone = await goods({ stock: 5 });
    const lines = [await cartLine(member, short.sku, 3), await cartLine(member, gone.sku, 1)];
    await shop.db.updateTable('goods').set({ on_sale: 0 }).where('id', '=', gone.goodsId).execute();
    const { code, data } = await preview(member, {
      sku_list: items(lines.map((id) => ({ cart_id: id }))),
    });
    expect(code).toBe(0);
    expect(data.lines.map((l) => [l.sku_id, l.quantity, l.stock])).toEqual([
      [short.sku, 3, 1],
      [gone.sku, 1, 0],
    ]);
  });

  test('answers visitors that they must sign in', async ({ shop }) => {
    const reply = await callAs<OrderPreview>(shop.app, null, 'api/order/preview', {
      form: { sku_list: '[{"sku_id":1,"quantity":1}]' },
    });
    expect(reply.code).toBe(-1);
  });
});
