import { describe, expect } from 'vitest';
import type { PlacedOrder, RefundPreview } from '../../../../contract/order';
import type { ConsoleCoupon, CouponIssueResult } from '../../../../contract/console-marketing';
import { oncePerShop, test as shopTest } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import { callAs, createMember, type TestMember } from '../../../test/members';
import { createdCoupon } from '../../console/marketing/console-marketing-fixtures';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { checkoutFixtures } from './checkout-fixtures';

// Percentage coupons and coupons limited to categories or pieces, as the console creates them:
// what the order page offers, what the order takes, and what a refund or a cancellation gives back.

const checkoutOf = oncePerShop((shop: TestShop) => checkoutFixtures(() => shop));
const test = shopTest.extend('checkout', ({ shop }) => checkoutOf(shop));

let categories = 0;

/** A category with a subcategory under it, named in both languages; returns both ids. */
async function categoryTree(shop: TestShop): Promise<{ parent: number; child: number }> {
  categories += 1;
  const make = async (parentId: number | null, name: string) => {
    const { id } = await shop.db
      .insertInto('category')
      .values({ parent_id: parentId, slug: `coupon-${name}-${categories}`, sort: 900 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await shop.db
      .insertInto('category_text')
      .values([
        { category_id: id, lang: 'cn', name: `${name}系列${categories}` },
        { category_id: id, lang: 'en', name: `${name} line ${categories}` },
      ])
      .execute();
    return id;
  };
  const parent = await make(null, 'Bags');
  return { parent, child: await make(parent, 'Totes') };
}

async function issued(shop: TestShop, cookie: string, coupon: ConsoleCoupon, member: TestMember) {
  const reply = await admin<CouponIssueResult>(
    shop.app,
    'POST',
    `/marketing/coupons/${coupon.id}/issue`,
    { cookie, body: { member: member.card_no } },
  );
  expect(reply.status).toBe(200);
  const row = await shop.db
    .selectFrom('coupon')
    .select('id')
    .where('template_id', '=', coupon.id)
    .where('member_id', '=', member.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe.each(databases)('percentage and limited coupons at checkout on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('takes a capped percentage off the pieces of a category only, and says so', async ({
    shop,
    checkout: { address, goods, items, preview, submit },
  }) => {
    const staff = await signedInStaff(shop, 'manager');
    const member = await createMember(shop.db);
    const addressId = await address(member);
    const tree = await categoryTree(shop);
    const bag = await goods({ original: 12345_67 });
    const scarf = await goods({ original: 1999_00 });
    await shop.db
      .updateTable('goods')
      .set({ category_id: tree.child })
      .where('id', '=', bag.goodsId)
      .execute();
    const coupon = await createdCoupon(shop, staff.cookie, {
      value: 0,
      percent_off: 10,
      cap: 1000_00,
      min_spend: 5000_00,
      limit: 'categories',
      category_ids: [tree.parent],
    });
    const couponId = await issued(shop, staff.cookie, coupon, member);

    // The bag is in a subcategory of the coupon's: 10% of ¥12,345.67 is ¥1,234.56, capped.
    const both = {
      sku_list: items([
        { sku_id: bag.sku, quantity: 1 },
        { sku_id: scarf.sku, quantity: 2 },
      ]),
      address_id: String(addressId),
      use_coupon_id: String(couponId),
    };
    const seen = await preview(member, both, 'en');
    expect(seen.code).toBe(0);
    expect(seen.data.use_coupon_id).toBe(couponId);
    expect(seen.data.amounts).toMatchObject({ coupon_amount: 1000_00, pay_amount: 15343_67 });
    expect(seen.data.coupons).toContainEqual(
      expect.objectContaining({
        id: couponId,
        usable: true,
        discount: 1000_00,
        percent_off: 10,
        cap: 1000_00,
        limit: 'categories',
        limit_names: [`Bags line ${categories}`],
      }),
    );

    // Only the scarves: listed, not usable, with the reason; asked for, it is refused.
    const scarves = { ...both, sku_list: items([{ sku_id: scarf.sku, quantity: 3 }]) };
    const without = await preview(member, scarves, 'en');
    expect(without.data.use_coupon_id).toBe(0);
    expect(without.data.coupons).toContainEqual(
      expect.objectContaining({
        id: couponId,
        usable: false,
        discount: 0,
        reason: `This coupon is only for Bags line ${categories}, and none is in this order`,
      }),
    );
    const refused = await submit(member, scarves);
    expect(refused).toMatchObject({
      code: 422,
      msg: `该优惠券仅限Bags系列${categories}使用，本订单中没有适用商品`,
    });

    const placed = await submit(member, { ...both, expected_amount: String(15343_67) });
    expect(placed.code).toBe(0);
    const order = placed.data as PlacedOrder;
    const lines = await shop.db
      .selectFrom('order_line')
      .select(['id', 'sku_id', 'coupon_fen'])
      .where('order_id', '=', order.order_id)
      .orderBy('id')
      .execute();
    expect(lines.map((line) => [line.sku_id, Number(line.coupon_fen)])).toEqual([
      [bag.sku, 1000_00],
      [scarf.sku, 0],
    ]);
    const couponRow = await shop.db
      .selectFrom('coupon')
      .select(['used_at', 'order_id'])
      .where('id', '=', couponId)
      .executeTakeFirstOrThrow();
    expect(couponRow.order_id).toBe(order.order_id);

    // Shipped and paid: a scarf refunds its own price, the bag its price less the coupon.
    await shop.db
      .updateTable('shop_order')
      .set({ status: 'shipped', paid_at: Date.now(), shipped_at: Date.now() })
      .where('id', '=', order.order_id)
      .execute();
    const refundOf = async (lineId: number, quantity: number) => {
      const reply = await callAs<RefundPreview>(
        shop.app,
        member.token,
        'api/order/refund-preview',
        {
          query: {
            order_id: order.order_id,
            items: JSON.stringify([{ line_id: lineId, quantity }]),
          },
        },
      );
      expect(reply.code).toBe(0);
      return reply.data.amount;
    };
    const [bagLine, scarfLine] = lines;
    expect(await refundOf(scarfLine?.id ?? 0, 1)).toBe(1999_00);
    expect(await refundOf(bagLine?.id ?? 0, 1)).toBe(11345_67);
  });

  test('takes an amount off some pieces only, their minimum spend counted on them', async ({
    shop,
    checkout: { address, goods, items, preview },
  }) => {
    const staff = await signedInStaff(shop, 'owner');
    const member = await createMember(shop.db);
    const addressId = await address(member);
    const bag = await goods({ original: 3000_00 });
    const scarf = await goods({ original: 1500_00 });
    const sn = (
      await shop.db
        .selectFrom('goods')
        .select('sn')
        .where('id', '=', scarf.goodsId)
        .executeTakeFirstOrThrow()
    ).sn;
    const coupon = await createdCoupon(shop, staff.cookie, {
      value: 200_00,
      min_spend: 2000_00,
      limit: 'pieces',
      sns: [sn],
    });
    const couponId = await issued(shop, staff.cookie, coupon, member);
    const form = (scarves: number) => ({
      sku_list: items([
        { sku_id: bag.sku, quantity: 1 },
        { sku_id: scarf.sku, quantity: scarves },
      ]),
      address_id: String(addressId),
      use_coupon_id: String(couponId),
    });
    // ¥4,500 in all, but one scarf is ¥1,500: below the ¥2,000 the coupon needs.
    const one = await preview(member, form(1), 'en');
    expect(one.data.amounts.coupon_amount).toBe(0);
    const listed = one.data.coupons.find((c) => c.id === couponId);
    expect(listed).toMatchObject({ usable: false, limit: 'pieces' });
    expect(listed?.reason).toMatch(/^This coupon needs ¥2,000.00 or more of /);
    const two = await preview(member, form(2), 'cn');
    expect(two.data.amounts).toMatchObject({ coupon_amount: 200_00, pay_amount: 5800_00 });
  });

  test('takes a percentage of the promotional price, and none beside a promotion without coupons', async ({
    shop,
    checkout: { goods, items, preview, promote },
  }) => {
    const staff = await signedInStaff(shop, 'manager');
    const member = await createMember(shop.db);
    const sale = await goods({ price: 700_00, original: 1000_00 });
    const privateSale = await goods({ price: 800_00, original: 1000_00 });
    const regular = await goods({ original: 500_00 });
    await promote([sale.goodsId]);
    await promote([privateSale.goodsId], { is_coupon: 0 });
    const snOf = async (goodsId: number) =>
      (
        await shop.db
          .selectFrom('goods')
          .select('sn')
          .where('id', '=', goodsId)
          .executeTakeFirstOrThrow()
      ).sn;
    const coupon = await createdCoupon(shop, staff.cookie, {
      value: 0,
      percent_off: 20,
      min_spend: 0,
      limit: 'pieces',
      sns: [await snOf(sale.goodsId), await snOf(regular.goodsId)],
    });
    const couponId = await issued(shop, staff.cookie, coupon, member);
    const form = (skus: number[]) => ({
      sku_list: items(skus.map((sku) => ({ sku_id: sku, quantity: 1 }))),
      use_coupon_id: String(couponId),
    });
    // 20% of ¥700 (the sale price) and of ¥500.
    const both = await preview(member, form([sale.sku, regular.sku]), 'en');
    expect(both.data.amounts).toMatchObject({
      product_discount: 300_00,
      coupon_amount: 240_00,
      pay_amount: 960_00,
    });
    // A promotion that takes no coupon rules it out for the whole order, as before.
    const ruled = await preview(member, form([sale.sku, privateSale.sku]), 'en');
    expect(ruled.data.coupon_usable).toBe(false);
    expect(ruled.data.amounts.coupon_amount).toBe(0);
    expect(ruled.data.coupons).toContainEqual(
      expect.objectContaining({
        id: couponId,
        usable: false,
        reason: 'This coupon cannot be combined with this promotion',
      }),
    );
  });

  test('gives a percentage coupon back when its unpaid order is cancelled', async ({
    shop,
    checkout: { address, goods, items, submit },
  }) => {
    const staff = await signedInStaff(shop, 'manager');
    const member = await createMember(shop.db);
    const addressId = await address(member);
    const piece = await goods({ original: 999_99 });
    const coupon = await createdCoupon(shop, staff.cookie, {
      value: 0,
      percent_off: 15,
      min_spend: 0,
    });
    const couponId = await issued(shop, staff.cookie, coupon, member);
    const placed = await submit(member, {
      sku_list: items([{ sku_id: piece.sku, quantity: 1 }]),
      address_id: String(addressId),
      use_coupon_id: String(couponId),
    });
    expect(placed.code).toBe(0);
    const order = placed.data as PlacedOrder;
    // 15% of 99,999 fen is 14,999.85: rounded down to the fen.
    expect(order.pay_amount).toBe(999_99 - 149_99);
    const cancelled = await callAs(shop.app, member.token, 'api/order/cancel', {
      form: { order_id: String(order.order_id) },
    });
    expect(cancelled.code).toBe(0);
    const row = await shop.db
      .selectFrom('coupon')
      .select(['used_at', 'order_id'])
      .where('id', '=', couponId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ used_at: null, order_id: null });
    const mine = await callAs<{ list: { id: number; percent_off: number; limit: string }[] }>(
      shop.app,
      member.token,
      'api/user/get-coupon-list',
      { lang: 'en' },
    );
    expect(mine.data.list).toContainEqual(
      expect.objectContaining({ id: couponId, percent_off: 15, limit: 'all' }),
    );
  });
});
