import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../member/levels';
import {
  couponRefusal,
  priceOrder,
  summarise,
  usablePoints,
  type CouponRule,
  type PricingInput,
} from './pricing';

const NOW = Date.UTC(2026, 10, 21, 12);
const DAY = 24 * 60 * 60 * 1000;

function coupon(fields: Partial<CouponRule> = {}): CouponRule {
  return {
    id: 7,
    value: 100_00,
    percent_off: 0,
    cap: 0,
    min_spend: 0,
    limit: { kind: 'all' },
    starts_at: NOW - DAY,
    expires_at: NOW + DAY,
    used_at: null,
    ...fields,
  };
}

/** Two lines: 2 × ¥1,000 sold at ¥700, and 1 × ¥500 at its regular price. */
function input(fields: Partial<PricingInput> = {}): PricingInput {
  return {
    lines: [
      { price: 700_00, original_price: 1000_00, quantity: 2 },
      { price: 500_00, original_price: 500_00, quantity: 1 },
    ],
    activities: [],
    memberDiscountPercent: 0,
    coupons: [],
    useCouponId: 0,
    points: { balance: 0, fen_per_point: 2, max_percent: 50 },
    useIntegral: false,
    now: NOW,
    ...fields,
  };
}

describe('pricing an order', () => {
  it('sums the regular prices and what promotions take off; free shipping', () => {
    expect(priceOrder(input()).amounts).toEqual({
      goods_amount: 2500_00,
      product_discount: 600_00,
      member_discount: 0,
      coupon_amount: 0,
      points_amount: 0,
      freight: 0,
      pay_amount: 1900_00,
    });
  });

  it("takes the member level's percent off the charged prices, rounding down", () => {
    const odd = input({
      lines: [{ price: 333, original_price: 333, quantity: 3 }],
      memberDiscountPercent: 8,
    });
    // 999 × 8% = 79.92 fen
    expect(priceOrder(odd).amounts).toMatchObject({ member_discount: 79, pay_amount: 920 });
    const gold = priceOrder(input({ memberDiscountPercent: 5 })).amounts;
    expect(gold).toMatchObject({ member_discount: 95_00, pay_amount: 1805_00 });
  });

  it('gives each level its discount: none for the point card, 2, 5 and 8 percent above', () => {
    expect(LEVELS.map((level) => [level.key, level.discountPercent])).toEqual([
      ['point_card', 0],
      ['silver', 2],
      ['gold', 5],
      ['platinum', 8],
    ]);
    for (const level of LEVELS.slice(1)) {
      expect(level.benefits.map((b) => b.en)).toContain(
        `${level.discountPercent}% member discount on every order`,
      );
    }
  });

  it('summarises activities: null with none, 0 if any has 0, else 1', () => {
    expect(summarise([])).toBeNull();
    expect(summarise([1, 1])).toBe(1);
    expect(summarise([1, 0, 1])).toBe(0);
    const mixed = priceOrder(
      input({
        activities: [
          { is_coupon: 1, is_integral: 0 },
          { is_coupon: 1, is_integral: 1 },
        ],
      }),
    );
    expect(mixed).toMatchObject({
      is_coupon: 1,
      is_integral: 0,
      coupon_usable: true,
      integral_usable: false,
    });
    expect(priceOrder(input())).toMatchObject({
      is_coupon: null,
      is_integral: null,
      coupon_usable: true,
      integral_usable: true,
    });
  });

  it('applies a usable coupon to the amount after promotions and member discount', () => {
    const priced = priceOrder(
      input({
        coupons: [coupon({ min_spend: 1805_00 })],
        useCouponId: 7,
        memberDiscountPercent: 5,
      }),
    );
    expect(priced.use_coupon_id).toBe(7);
    expect(priced.asked_coupon_refusal).toBeNull();
    expect(priced.amounts).toMatchObject({ coupon_amount: 100_00, pay_amount: 1705_00 });
  });

  it('never lets a coupon take the order below 1 fen', () => {
    const small = input({
      lines: [{ price: 50_00, original_price: 50_00, quantity: 1 }],
      coupons: [coupon({ value: 100_00 })],
      useCouponId: 7,
    });
    expect(priceOrder(small).amounts).toMatchObject({ coupon_amount: 49_99, pay_amount: 1 });
  });

  it('says why a coupon cannot be used, the first reason that applies', () => {
    const context = { couponUsable: true, eligibleLines: 1, amount: 1000_00, now: NOW };
    expect(couponRefusal(coupon({ used_at: NOW - 1, expires_at: NOW - 1 }), context)).toBe('used');
    expect(couponRefusal(coupon({ expires_at: NOW }), context)).toBe('expired');
    expect(couponRefusal(coupon({ starts_at: NOW + 1 }), context)).toBe('notYetValid');
    expect(couponRefusal(coupon(), { ...context, couponUsable: false })).toBe('notCombinable');
    expect(couponRefusal(coupon({ min_spend: 1000_01 }), context)).toBe('minSpend');
    expect(couponRefusal(coupon({ min_spend: 1000_00 }), context)).toBeNull();
  });

  it('does not apply a refused or unknown coupon and says why', () => {
    const notCombinable = priceOrder(
      input({
        coupons: [coupon()],
        useCouponId: 7,
        activities: [{ is_coupon: 0, is_integral: 1 }],
      }),
    );
    expect(notCombinable).toMatchObject({
      use_coupon_id: 0,
      asked_coupon_refusal: 'notCombinable',
      coupons: [{ id: 7, refusal: 'notCombinable' }],
    });
    expect(notCombinable.amounts.coupon_amount).toBe(0);
    const unknown = priceOrder(input({ coupons: [coupon()], useCouponId: 8 }));
    expect(unknown).toMatchObject({ use_coupon_id: 0, asked_coupon_refusal: 'unknown' });
    expect(unknown.coupons).toEqual([{ id: 7, refusal: null }]);
  });

  it('caps points by the balance and by the share of what remains to pay', () => {
    const rule = { balance: 1_000_000, fen_per_point: 2, max_percent: 50 };
    // half of ¥1,900 is ¥950 = 47,500 points at 2 fen each
    expect(usablePoints(rule, 1900_00)).toBe(47_500);
    expect(usablePoints({ ...rule, balance: 500 }, 1900_00)).toBe(500);
    expect(usablePoints({ ...rule, fen_per_point: 3 }, 1001)).toBe(166);
    expect(usablePoints({ ...rule, max_percent: 100 }, 1001)).toBe(500);
    expect(usablePoints({ ...rule, max_percent: 0 }, 1900_00)).toBe(0);
    expect(usablePoints(rule, 1)).toBe(0);
  });

  it('uses the points only when asked and allowed, after the coupon', () => {
    const points = { balance: 100_000, fen_per_point: 2, max_percent: 50 };
    const asked = input({ points, useIntegral: true, coupons: [coupon()], useCouponId: 7 });
    const priced = priceOrder(asked);
    // ¥1,900 − ¥100 coupon = ¥1,800; half is ¥900 = 45,000 points
    expect(priced.points).toEqual({ usable: 45_000, used: 45_000 });
    expect(priced.amounts).toMatchObject({ points_amount: 900_00, pay_amount: 900_00 });
    expect(priceOrder({ ...asked, useIntegral: false }).points).toEqual({
      usable: 45_000,
      used: 0,
    });
    const barred = priceOrder({ ...asked, activities: [{ is_coupon: 1, is_integral: 0 }] });
    expect(barred.points).toEqual({ usable: 0, used: 0 });
    expect(barred.amounts.points_amount).toBe(0);
  });

  it('keeps every amount consistent: the pay amount is what the others leave', () => {
    const priced = priceOrder(
      input({
        memberDiscountPercent: 8,
        coupons: [coupon({ value: 123_45 })],
        useCouponId: 7,
        points: { balance: 3_333, fen_per_point: 2, max_percent: 50 },
        useIntegral: true,
      }),
    ).amounts;
    expect(priced.pay_amount).toBe(
      priced.goods_amount -
        priced.product_discount -
        priced.member_discount -
        priced.coupon_amount -
        priced.points_amount +
        priced.freight,
    );
    expect(priced.points_amount).toBe(3_333 * 2);
  });
});
