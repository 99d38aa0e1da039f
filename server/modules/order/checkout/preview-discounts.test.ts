import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../../test/fixtures';
import type { UsableCoupon } from '../../../../contract/order';
import { databases, type TestShop } from '../../../test/harness';
import { callAs, createMember, giveCoupon } from '../../../test/members';
import { writeSetting } from '../../content/site';
import { checkoutFixtures } from './checkout-fixtures';
import { POINTS_FEN_PER_POINT_KEY, POINTS_MAX_PERCENT_KEY } from './settings';

const checkoutOf = oncePerShop((shop: TestShop) => checkoutFixtures(() => shop));

const test = shopTest.extend('checkout', ({ shop }) => checkoutOf(shop));

const DAY = 24 * 60 * 60 * 1000;

describe.each(databases)('coupons, points and member discounts in the preview on %s', (kind) => {
  test.override({ databaseKind: kind });

  test("says why each coupon cannot be used, in the caller's language", async ({
    shop,
    member,
    checkout: { goods, items, preview },
  }) => {
    const { sku } = await goods({ original: 1000_00 });
    const now = Date.now();
    const usable = await giveCoupon(shop.db, member.id, { code: 'p_ok', value_fen: 100_00 });
    const tooBig = await giveCoupon(shop.db, member.id, {
      code: 'p_min',
      value_fen: 300_00,
      min_spend_fen: 2000_00,
      expires_at: now + DAY,
    });
    const later = await giveCoupon(shop.db, member.id, {
      code: 'p_later',
      starts_at: now + DAY,
      expires_at: now + 2 * DAY,
    });
    const used = await giveCoupon(shop.db, member.id, { code: 'p_used', used_at: now - DAY });
    const expired = await giveCoupon(shop.db, member.id, {
      code: 'p_old',
      expires_at: now - 1000,
    });
    const form = (couponId: number) => ({
      sku_list: items([{ sku_id: sku, quantity: 1 }]),
      use_coupon_id: String(couponId),
    });

    const cn = await preview(member, form(tooBig));
    expect(cn.code).toBe(0);
    expect(cn.data.use_coupon_id).toBe(0);
    const reasons = (list: UsableCoupon[]) => list.map((c) => [c.id, c.usable, c.reason]);
    expect(reasons(cn.data.coupons)).toEqual([
      [usable, true, ''],
      [tooBig, false, '订单满 ¥2,000.00 方可使用该优惠券'],
      [later, false, '该优惠券尚未到使用时间'],
    ]);
    const en = await preview(member, form(later), 'en');
    expect(reasons(en.data.coupons)).toEqual([
      [usable, true, ''],
      [tooBig, false, 'This coupon needs an order of ¥2,000.00 or more'],
      [later, false, 'This coupon is not valid yet'],
    ]);
    expect(en.data.coupons[0]).toMatchObject({ name: 'Voucher p_ok', value: 100_00 });

    for (const id of [used, expired, 2_000_000_000]) {
      const reply = await preview(member, form(id));
      expect(reply.code).toBe(0);
      expect(reply.data.use_coupon_id).toBe(0);
      expect(reply.data.amounts.coupon_amount).toBe(0);
    }
    const applied = await preview(member, form(usable));
    expect(applied.data).toMatchObject({ use_coupon_id: usable });
    expect(applied.data.amounts).toMatchObject({ coupon_amount: 100_00, pay_amount: 900_00 });

    const listed = await callAs<{ list: UsableCoupon[] }>(
      shop.app,
      member.token,
      'api/order/usable-coupon-list',
      { form: { sku_list: form(0).sku_list }, lang: 'en' },
    );
    expect(reasons(listed.data.list)).toEqual(reasons(en.data.coupons));
  });

  test('caps points by the balance and by the settings, 2 fen a point and half the order by default', async ({
    shop,
    checkout: { goods, items, preview },
  }) => {
    const rich = await createMember(shop.db, { points: 1_000_000 });
    const poor = await createMember(shop.db, { points: 300 });
    const { sku } = await goods({ original: 1000_00 });
    const form = { sku_list: items([{ sku_id: sku, quantity: 1 }]), use_integral: '1' };
    const capped = await preview(rich, form);
    expect(capped.data.points).toEqual({
      balance: 1_000_000,
      usable: 25_000,
      used: 25_000,
      fen_per_point: 2,
      max_percent: 50,
    });
    expect(capped.data.amounts).toMatchObject({ points_amount: 500_00, pay_amount: 500_00 });
    const notAsked = await preview(rich, { sku_list: form.sku_list });
    expect(notAsked.data.points).toMatchObject({ usable: 25_000, used: 0 });
    expect(notAsked.data.amounts.pay_amount).toBe(1000_00);
    const few = await preview(poor, form);
    expect(few.data.points).toMatchObject({ usable: 300, used: 300 });
    expect(few.data.amounts).toMatchObject({ points_amount: 600, pay_amount: 994_00 });

    await writeSetting(shop.db, POINTS_FEN_PER_POINT_KEY, '5');
    await writeSetting(shop.db, POINTS_MAX_PERCENT_KEY, '20');
    try {
      const set = await preview(rich, form);
      expect(set.data.points).toMatchObject({ usable: 4_000, fen_per_point: 5, max_percent: 20 });
      expect(set.data.amounts).toMatchObject({ points_amount: 200_00, pay_amount: 800_00 });
    } finally {
      await writeSetting(shop.db, POINTS_FEN_PER_POINT_KEY, '2');
      await writeSetting(shop.db, POINTS_MAX_PERCENT_KEY, '50');
    }
  });

  test("takes the member level's discount and names the level", async ({
    shop,
    checkout: { goods, items, preview },
  }) => {
    const gold = await createMember(shop.db, { lifetime_points: 21_000 });
    const card = await createMember(shop.db);
    const { sku } = await goods({ original: 1234_56 });
    const form = { sku_list: items([{ sku_id: sku, quantity: 1 }]) };
    const golden = await preview(gold, form, 'en');
    expect(golden.data.level).toEqual({ key: 'gold', name: 'Gold', discount_percent: 5 });
    // 5% of ¥1,234.56 = ¥61.728
    expect(golden.data.amounts).toMatchObject({ member_discount: 61_72, pay_amount: 1172_84 });
    const plain = await preview(card, form);
    expect(plain.data.level).toEqual({ key: 'point_card', name: '积分卡', discount_percent: 0 });
    expect(plain.data.amounts.member_discount).toBe(0);
  });
});
