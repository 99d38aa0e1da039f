import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import { createMember, giveCoupon, type TestMember } from '../../../test/members';
import { checkoutFixtures } from './checkout-fixtures';

const checkoutOf = oncePerShop((shop: TestShop) => checkoutFixtures(() => shop));

const test = shopTest.extend('checkout', ({ shop }) => checkoutOf(shop));

describe.each(databases)('submissions refused, changing nothing, on %s', (kind) => {
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

  test('refuses a coupon the order cannot use, saying why, and changes nothing', async ({
    shop,
    checkout: { address, goods, items, orderCount, stockOf, submit },
  }) => {
    const member = await createMember(shop.db, { points: 1_000 });
    const addressId = await address(member);
    const { sku } = await goods({ original: 300_00 });
    const now = Date.now();
    const tooBig = await giveCoupon(shop.db, member.id, { code: 's_min', min_spend_fen: 500_00 });
    const used = await giveCoupon(shop.db, member.id, { code: 's_used', used_at: now });
    const other = await createMember(shop.db);
    const theirs = await giveCoupon(shop.db, other.id, { code: 's_theirs' });
    const form = (couponId: number) => ({
      sku_list: items([{ sku_id: sku, quantity: 1 }]),
      address_id: String(addressId),
      use_coupon_id: String(couponId),
      use_integral: '1',
    });
    expect(await submit(member, form(tooBig))).toMatchObject({
      code: 422,
      msg: '订单满 ¥500.00 方可使用该优惠券',
      data: null,
    });
    expect(await submit(member, form(used), 'en')).toMatchObject({
      code: 422,
      msg: 'This coupon has already been used',
    });
    expect(await submit(member, form(theirs), 'en')).toMatchObject({
      code: 422,
      msg: 'This coupon is not in your account',
    });
    expect(await orderCount([member.id])).toBe(0);
    expect(await stockOf(sku)).toBe(10);
    expect((await memberRow(shop, member)).points).toBe(1_000);
    expect((await couponRow(shop, theirs)).used_at).toBeNull();
  });

  test("refuses another member's address or cart line, and no address at all", async ({
    shop,
    member,
    checkout: { address, cartLine, goods, items, orderCount, stockOf, submit },
  }) => {
    const other = await createMember(shop.db);
    const mine = await address(member);
    const foreign = await address(other);
    const { sku } = await goods({ stock: 4 });
    const theirLine = await cartLine(other, sku, 1);
    const sku_list = items([{ sku_id: sku, quantity: 1 }]);
    const noAddress = await submit(member, { sku_list }, 'en');
    expect(noAddress).toMatchObject({ code: 422 });
    expect(noAddress.msg).toMatch(/delivery address is required/);
    const wrongAddress = await submit(member, { sku_list, address_id: String(foreign) });
    expect(wrongAddress).toMatchObject({ code: 422, msg: '请填写收货地址，如尚无地址请先新建' });
    const wrongLine = await submit(member, {
      sku_list: items([{ cart_id: theirLine }]),
      address_id: String(mine),
    });
    expect(wrongLine).toMatchObject({ code: 4004, msg: '购物袋中没有该商品，请刷新后重试' });
    expect(await orderCount([member.id, other.id])).toBe(0);
    expect(await stockOf(sku)).toBe(4);
    expect(await cartIds(shop, other)).toEqual([theirLine]);
  });

  test('refuses more than the stock or withdrawn goods, rolling every line back', async ({
    shop,
    checkout: { address, cartLine, goods, items, orderCount, stockOf, submit },
  }) => {
    const member = await createMember(shop.db, { points: 50_000 });
    const addressId = await address(member);
    const plenty = await goods({ stock: 9 });
    const scarce = await goods({ stock: 2 });
    const couponId = await giveCoupon(shop.db, member.id, { code: 's_roll', value_fen: 10_00 });
    const lines = [await cartLine(member, plenty.sku, 1), await cartLine(member, scarce.sku, 2)];
    await cartLine(member, scarce.sku, 1, 'X');
    const all = await cartIds(shop, member);
    const form = {
      address_id: String(addressId),
      use_coupon_id: String(couponId),
      use_integral: '1',
    };
    // Two lines of the scarce SKU, 2 + 1, against 2 left.
    const short = await submit(member, {
      ...form,
      sku_list: items(all.map((id) => ({ cart_id: id }))),
    });
    expect(short).toMatchObject({
      code: 422,
      msg: '库存不足',
      data: { sku_id: scarce.sku, stock: 2 },
    });
    expect([await stockOf(plenty.sku), await stockOf(scarce.sku)]).toEqual([9, 2]);
    expect((await couponRow(shop, couponId)).used_at).toBeNull();
    expect((await memberRow(shop, member)).points).toBe(50_000);
    expect(await cartIds(shop, member)).toEqual(all);

    await shop.db
      .updateTable('goods')
      .set({ on_sale: 0 })
      .where('id', '=', plenty.goodsId)
      .execute();
    const withdrawn = await submit(member, {
      ...form,
      sku_list: items(lines.map((id) => ({ cart_id: id }))),
    });
    expect(withdrawn).toMatchObject({ code: 422, data: { sku_id: plenty.sku, stock: 0 } });
    expect(await orderCount([member.id])).toBe(0);
    expect(await stockOf(scarce.sku)).toBe(2);
  });

  test('refuses a submission without a payment method or the cross-border consent', async ({
    member,
    checkout: { address, goods, items, orderCount, submit },
  }) => {
    const addressId = await address(member);
    const { sku } = await goods();
    const form = { sku_list: items([{ sku_id: sku, quantity: 1 }]), address_id: String(addressId) };
    expect(await submit(member, { ...form, pay_method: '' }, 'en')).toMatchObject({
      code: 422,
      msg: 'Please choose a payment method',
    });
    expect(await submit(member, { ...form, cross_border: '0' })).toMatchObject({
      code: 422,
      msg: '提交订单前请同意个人信息跨境传输',
    });
    expect(await orderCount([member.id])).toBe(0);
  });

  test('refuses an address whose area was merged away, and places the order once it is updated', async ({
    shop,
    member,
    checkout: { address, goods, items, orderCount, submit },
  }) => {
    const addressId = await address(member);
    const setArea = (code: string) =>
      shop.db.updateTable('address').set({ area_code: code }).where('id', '=', addressId).execute();
    // 杭州市 下城区, saved before it was merged into 拱墅区 (2021).
    await setArea('330103');
    const { sku } = await goods();
    const form = { sku_list: items([{ sku_id: sku, quantity: 1 }]), address_id: String(addressId) };
    expect(await submit(member, form)).toMatchObject({
      code: 422,
      msg: '该收货地址的区县已撤并，请在地址簿中为其重新选择区县，或选择其他地址',
      data: null,
    });
    expect((await submit(member, form, 'en')).msg).toBe(
      'The area of this delivery address no longer exists: please choose its current area in your address book, or choose another address',
    );
    expect(await orderCount([member.id])).toBe(0);
    await setArea('330105');
    expect((await submit(member, form)).code).toBe(0);
    expect(await orderCount([member.id])).toBe(1);
  });
});
