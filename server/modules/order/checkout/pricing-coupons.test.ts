import { describe, expect, it } from 'vitest';
import {
  couponDiscount,
  couponShares,
  eligibleAmount,
  priceOrder,
  type CouponRule,
  type PricingInput,
} from './pricing';

const NOW = Date.UTC(2026, 10, 29, 12);
const DAY = 86_400_000;

function coupon(fields: Partial<CouponRule> = {}): CouponRule {
  return {
    id: 9,
    value: 0,
    percent_off: 10,
    cap: 0,
    min_spend: 0,
    limit: { kind: 'all' },
    starts_at: NOW - DAY,
    expires_at: NOW + DAY,
    used_at: null,
    ...fields,
  };
}

/** A bag (category 3, SN BAG-1) at ¥12,345.67 and a scarf (category 5, SN SC-2), 2 × ¥1,999. */
function input(fields: Partial<PricingInput> = {}): PricingInput {
  return {
    lines: [
      { price: 12345_67, original_price: 12345_67, quantity: 1, sn: 'BAG-1', category_id: 3 },
      { price: 1999_00, original_price: 1999_00, quantity: 2, sn: 'SC-2', category_id: 5 },
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

describe('what a coupon takes off', () => {
  it('rounds a percentage down to the whole fen', () => {
    // 10% of ¥163.43 is 1634.3 fen.
    expect(couponDiscount(coupon(), 163_43)).toBe(16_34);
    expect(couponDiscount(coupon({ percent_off: 15 }), 99)).toBe(14);
    expect(couponDiscount(coupon({ percent_off: 1 }), 99)).toBe(0);
  });

  it('holds a percentage to its cap', () => {
    expect(couponDiscount(coupon({ cap: 500_00 }), 10000_00)).toBe(500_00);
    expect(couponDiscount(coupon({ cap: 500_00 }), 4000_00)).toBe(400_00);
  });

  it('never takes more than the eligible amount', () => {
    expect(couponDiscount(coupon({ percent_off: 0, value: 300_00 }), 120_00)).toBe(120_00);
    expect(couponDiscount(coupon({ percent_off: 0, value: 300_00 }), 0)).toBe(0);
  });

  it('counts only the eligible lines, after the member discount', () => {
    const lines = input().lines;
    expect(eligibleAmount(coupon(), lines, 0)).toEqual({ lines: 2, amount: 16343_67 });
    const bags = coupon({ limit: { kind: 'categories', category_ids: [3, 4] } });
    expect(eligibleAmount(bags, lines, 0)).toEqual({ lines: 1, amount: 12345_67 });
    // 5% of 1234567 fen is 61728.35: the member discount takes 61728.
    expect(eligibleAmount(bags, lines, 5)).toEqual({ lines: 1, amount: 11728_39 });
    const scarf = coupon({ limit: { kind: 'pieces', sns: ['SC-2'] } });
    expect(eligibleAmount(scarf, lines, 0)).toEqual({ lines: 1, amount: 3998_00 });
    const none = coupon({ limit: { kind: 'pieces', sns: ['SHOE-9'] } });
    expect(eligibleAmount(none, lines, 0)).toEqual({ lines: 0, amount: 0 });
  });

  it('shares the amount over the eligible lines so that the shares add up', () => {
    const lines = input().lines;
    expect(couponShares(1000_00, lines, () => true)).toEqual([755_38, 244_62]);
    expect(couponShares(1, lines, () => true)).toEqual([1, 0]);
    expect(couponShares(500_00, lines, (line) => line.sn === 'SC-2')).toEqual([0, 500_00]);
    expect(couponShares(0, lines, () => true)).toEqual([0, 0]);
  });
});

describe('pricing an order with a limited or percentage coupon', () => {
  it('takes a percentage of the whole order', () => {
    const pricing = priceOrder(input({ coupons: [coupon()], useCouponId: 9 }));
    expect(pricing.amounts).toMatchObject({ coupon_amount: 1634_36, pay_amount: 14709_31 });
    expect(pricing.line_coupons.reduce((a, b) => a + b, 0)).toBe(1634_36);
    expect(pricing.coupon_discounts).toEqual([1634_36]);
  });

  it('takes a percentage of the eligible lines only, capped', () => {
    const bags = coupon({ limit: { kind: 'categories', category_ids: [3] }, cap: 1000_00 });
    const pricing = priceOrder(input({ coupons: [bags], useCouponId: 9 }));
    expect(pricing.amounts.coupon_amount).toBe(1000_00);
    expect(pricing.line_coupons).toEqual([1000_00, 0]);
    const uncapped = priceOrder(input({ coupons: [{ ...bags, cap: 0 }], useCouponId: 9 }));
    expect(uncapped.amounts.coupon_amount).toBe(1234_56);
  });

  it('holds the minimum spend against the eligible lines', () => {
    const scarf = coupon({
      percent_off: 0,
      value: 300_00,
      min_spend: 5000_00,
      limit: { kind: 'pieces', sns: ['SC-2'] },
    });
    // The order is ¥16,343.67, but the scarves come to ¥3,998.
    const pricing = priceOrder(input({ coupons: [scarf], useCouponId: 9 }));
    expect(pricing.asked_coupon_refusal).toBe('minSpend');
    expect(pricing.amounts.coupon_amount).toBe(0);
    const lower = { ...scarf, min_spend: 3998_00 };
    const applied = priceOrder(input({ coupons: [lower], useCouponId: 9 }));
    expect(applied.amounts.coupon_amount).toBe(300_00);
    expect(applied.line_coupons).toEqual([0, 300_00]);
  });

  it('lists a coupon none of whose lines is in the order as not usable, with its reason', () => {
    const shoes = coupon({ limit: { kind: 'categories', category_ids: [8] } });
    const pricing = priceOrder(input({ coupons: [shoes], useCouponId: 9 }));
    expect(pricing.coupons).toEqual([{ id: 9, refusal: 'notEligible' }]);
    expect(pricing.asked_coupon_refusal).toBe('notEligible');
    expect(pricing.use_coupon_id).toBe(0);
  });

  it("keeps a promotion's rule that coupons cannot be used with it", () => {
    const promoted = input({
      lines: [
        { price: 700_00, original_price: 1000_00, quantity: 1, sn: 'BAG-1', category_id: 3 },
        { price: 1999_00, original_price: 1999_00, quantity: 1, sn: 'SC-2', category_id: 5 },
      ],
      activities: [{ is_coupon: 0, is_integral: 1 }],
      coupons: [coupon({ limit: { kind: 'pieces', sns: ['SC-2'] } })],
      useCouponId: 9,
    });
    const pricing = priceOrder(promoted);
    expect(pricing.asked_coupon_refusal).toBe('notCombinable');
    expect(pricing.amounts.coupon_amount).toBe(0);
  });

  it('applies after the promotion price and the member discount, then points', () => {
    const promoted = input({
      lines: [{ price: 700_00, original_price: 1000_00, quantity: 3, sn: 'BAG-1', category_id: 3 }],
      activities: [{ is_coupon: 1, is_integral: 1 }],
      memberDiscountPercent: 5,
      coupons: [coupon({ percent_off: 15 })],
      useCouponId: 9,
      points: { balance: 1000, fen_per_point: 2, max_percent: 50 },
      useIntegral: true,
    });
    const { amounts } = priceOrder(promoted);
    // ¥2,100 less 5% is ¥1,995; 15% of it is ¥299.25; points: 1000 × 2 fen.
    expect(amounts).toMatchObject({
      goods_amount: 3000_00,
      product_discount: 900_00,
      member_discount: 105_00,
      coupon_amount: 299_25,
      points_amount: 20_00,
      pay_amount: 1675_75,
    });
  });

  it('leaves at least 1 fen to pay', () => {
    const tiny = input({
      lines: [{ price: 100, original_price: 100, quantity: 1, sn: 'X', category_id: 1 }],
      coupons: [coupon({ percent_off: 0, value: 500 })],
      useCouponId: 9,
    });
    expect(priceOrder(tiny).amounts).toMatchObject({ coupon_amount: 99, pay_amount: 1 });
  });
});
