import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../../test/fixtures';
import { PAY_WINDOW_MS, type OrderPreview, type PlacedOrder } from '../../../../contract/order';
import { databases, type TestShop } from '../../../test/harness';
import { createMember, giveCoupon, type TestMember } from '../../../test/members';
import { offerPersonalisation } from '../../personalise/personalise-fixtures';
import { checkoutFixtures } from './checkout-fixtures';

const checkoutOf = oncePerShop((shop: TestShop) => checkoutFixtures(() => shop));

const test = shopTest.extend('checkout', ({ shop }) => checkoutOf(shop));

describe.each(databases)('submitting an order on %s', (kind) => {
  test.override({ databaseKind: kind });

  const cartIds = async (shop: TestShop, member: TestMember) =>
    (
      await shop.db
        .selectFrom('cart_line')
        .select('id')
        .where('member_id', '=', member.id)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
  const memberRow = (shop: TestShop, member: TestMember) =>
    shop.db.selectFrom('member').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
  const couponRow = (shop: TestShop, id: number) =>
    shop.db.selectFrom('coupon').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  test('places the order: stock, coupon, points, lines and cart in one go', async ({
    shop,
    checkout: { address, cartLine, goods, items, preview, promote, stockOf, submit },
  }) => {
    const member = await createMember(shop.db, { points: 20_000, lifetime_points: 6_000 });
    const addressId = await address(member);
    const a = await goods({ price: 700_00, original: 1000_00, stock: 5 });
    const b = await goods({ original: 500_00, stock: 3 });
    await offerPersonalisation(shop.db, b.goodsId);
    const initials = {
      custom_letters: 'ab',
      custom_position: 'front',
      letter_color: 'gold',
      inner_area: 'inside_pocket',
    };
    const promotion = await promote([a.goodsId]);
    const couponId = await giveCoupon(shop.db, member.id, { code: 's_gift', value_fen: 100_00 });
    const first = await cartLine(member, a.sku, 2, 'LY');
    const kept = await cartLine(member, b.sku, 1);
    const form = {
      sku_list: items([{ cart_id: first }, { sku_id: b.sku, quantity: 1, ...initials }]),
      address_id: String(addressId),
      use_coupon_id: String(couponId),
      use_integral: '1',
      remark: 'Gift wrap, please',
    };
    const seen = await preview(member, form);
    // ¥1,900 − 2% silver (¥38) − ¥100 coupon = ¥1,762; points pay half: 44,050 > 20,000 held
    expect(seen.data.amounts).toEqual({
      goods_amount: 2500_00,
      product_discount: 600_00,
      member_discount: 38_00,
      coupon_amount: 100_00,
      points_amount: 400_00,
      freight: 0,
      pay_amount: 1362_00,
    });
    const before = Date.now();
    const reply = await submit(
      member,
      { ...form, expected_amount: String(seen.data.amounts.pay_amount), pay_method: 'alipay' },
      'en',
    );
    expect(reply).toMatchObject({ code: 0, msg: 'OK' });
    const placed = reply.data as PlacedOrder;
    expect(placed).toMatchObject({ pay_amount: 1362_00, pay_method: 'alipay' });
    expect(placed.order_no).toMatch(/^20\d{18}$/);
    expect(placed.pay_deadline).toBeGreaterThanOrEqual(before + PAY_WINDOW_MS);

    const order = await shop.db
      .selectFrom('shop_order')
      .selectAll()
      .where('id', '=', placed.order_id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      order_no: placed.order_no,
      member_id: member.id,
      status: 'unpaid',
      cancel_status: null,
      receiver_name: '陈先生',
      receiver_mobile: '13812345678',
      province_code: '330000',
      city_code: '330100',
      area_code: '330106',
      address: '文三路 90 号',
      ...seen.data.amounts,
      coupon_id: couponId,
      points_used: 20_000,
      pay_method: 'alipay',
      lang: 'en',
      remark: 'Gift wrap, please',
      pay_deadline: placed.pay_deadline,
      paid_at: null,
    });
    const lines = await shop.db
      .selectFrom('order_line')
      .selectAll()
      .where('order_id', '=', placed.order_id)
      .orderBy('id')
      .execute();
    expect(
      lines.map((l) => [l.sku_id, l.cart_line_id, l.promotion_id, l.price, l.quantity]),
    ).toEqual([
      [a.sku, first, promotion, 700_00, 2],
      [b.sku, null, null, 500_00, 1],
    ]);
    expect(lines.map((l) => [l.custom_letters, l.inner_area, l.pendants])).toEqual([
      ['LY', '', '[]'],
      ['AB', 'inside_pocket', '[]'],
    ]);
    expect([await stockOf(a.sku), await stockOf(b.sku)]).toEqual([3, 2]);
    expect(await couponRow(shop, couponId)).toMatchObject({ order_id: placed.order_id });
    expect((await couponRow(shop, couponId)).used_at).not.toBeNull();
    expect((await memberRow(shop, member)).points).toBe(0);
    const records = await shop.db
      .selectFrom('point_record')
      .select(['type', 'points', 'reference'])
      .where('member_id', '=', member.id)
      .execute();
    expect(records).toEqual([{ type: 'redeem', points: -20_000, reference: placed.order_no }]);
    expect(await cartIds(shop, member)).toEqual([kept]);
  });

  test('answers the same key with the same order, placing it once', async ({
    shop,
    member,
    checkout: { address, goods, items, key, orderCount, stockOf, submit },
  }) => {
    const addressId = await address(member);
    const { sku } = await goods({ stock: 5 });
    const form = {
      sku_list: items([{ sku_id: sku, quantity: 2 }]),
      address_id: String(addressId),
      idempotency_key: key(),
    };
    const first = await submit(member, form);
    const again = await submit(member, {
      ...form,
      sku_list: items([{ sku_id: sku, quantity: 1 }]),
    });
    expect(first.code).toBe(0);
    expect(again).toEqual(first);
    expect(await stockOf(sku)).toBe(3);
    expect(await orderCount([member.id])).toBe(1);
    // The key is the member's own: another member with it places an order of their own.
    const other = await createMember(shop.db);
    const theirs = await submit(other, { ...form, address_id: String(await address(other)) });
    expect(theirs.code).toBe(0);
    expect((theirs.data as PlacedOrder).order_id).not.toBe((first.data as PlacedOrder).order_id);
  });

  test('ignores totals sent by the client', async ({
    shop,
    member,
    checkout: { address, goods, items, submit },
  }) => {
    const addressId = await address(member);
    const { sku } = await goods({ original: 800_00 });
    const reply = await submit(member, {
      sku_list: items([{ sku_id: sku, quantity: 1 }]),
      address_id: String(addressId),
      goods_amount: '1',
      pay_amount: '1',
      product_discount: '79999',
      points_amount: '5',
    });
    expect(reply.code).toBe(0);
    expect((reply.data as PlacedOrder).pay_amount).toBe(800_00);
    const order = await shop.db
      .selectFrom('shop_order')
      .select(['goods_amount', 'product_discount', 'points_amount', 'pay_amount'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({
      goods_amount: 800_00,
      product_discount: 0,
      points_amount: 0,
      pay_amount: 800_00,
    });
  });

  test('refuses with the fresh preview when the amount changed, placing nothing', async ({
    shop,
    member,
    checkout: { address, cartLine, goods, items, orderCount, preview, promote, stockOf, submit },
  }) => {
    const addressId = await address(member);
    const { sku, goodsId } = await goods({ price: 600_00, original: 1000_00, stock: 2 });
    await promote([goodsId]);
    const line = await cartLine(member, sku, 1);
    const form = { sku_list: items([{ cart_id: line }]), address_id: String(addressId) };
    const seen = await preview(member, form);
    expect(seen.data.amounts.pay_amount).toBe(600_00);
    await shop.db
      .updateTable('goods')
      .set({ promotion_id: null })
      .where('id', '=', goodsId)
      .execute();
    const stale = await submit(member, { ...form, expected_amount: '60000' }, 'en');
    expect(stale).toMatchObject({
      code: 409,
      msg: 'Prices have changed: please check your order again',
    });
    const fresh = stale.data as OrderPreview;
    expect(fresh.amounts.pay_amount).toBe(1000_00);
    expect(fresh.lines[0]).toMatchObject({ cart_id: line, price: 1000_00 });
    expect(await orderCount([member.id])).toBe(0);
    expect(await stockOf(sku)).toBe(2);
    expect(await cartIds(shop, member)).toEqual([line]);
    const agreed = await submit(member, { ...form, expected_amount: '100000' });
    expect(agreed.code).toBe(0);
  });
});
