import type { OrderAmounts } from '../../../../contract/order';

// Every amount of an order, in fen, from the lines and the member's situation. Pure: the
// preview and the submission read the database, then both price the order here.

export interface PricedLine {
  /** Unit prices: `price` is what is charged (promotional while the promotion is active). */
  price: number;
  original_price: number;
  quantity: number;
}

/** Whether coupons (is_coupon) and points (is_integral) combine with a promotion. */
export interface ActivityRule {
  is_coupon: 0 | 1;
  is_integral: 0 | 1;
}

export interface CouponRule {
  id: number;
  value: number;
  min_spend: number;
  starts_at: number;
  expires_at: number;
  used_at: number | null;
}

export type CouponRefusal = 'used' | 'expired' | 'notYetValid' | 'notCombinable' | 'minSpend';

export interface PointsRule {
  /** The member's points. */
  balance: number;
  /** Worth of one point in fen. */
  fen_per_point: number;
  /** Share of the amount (after discounts and coupon) that points may pay, in percent. */
  max_percent: number;
}

export interface PricingInput {
  lines: PricedLine[];
  /** The distinct active promotions the lines are sold under. */
  activities: ActivityRule[];
  memberDiscountPercent: number;
  /** The member's coupons that may be listed; the asked one is looked for among them. */
  coupons: CouponRule[];
  /** 0: no coupon. */
  useCouponId: number;
  points: PointsRule;
  useIntegral: boolean;
  now: number;
}

export interface Pricing {
  amounts: OrderAmounts;
  is_coupon: 0 | 1 | null;
  is_integral: 0 | 1 | null;
  coupon_usable: boolean;
  integral_usable: boolean;
  /** Each coupon of the input, in the same order, with why this order cannot use it. */
  coupons: { id: number; refusal: CouponRefusal | null }[];
  /** The coupon applied, or 0. */
  use_coupon_id: number;
  /** Why the asked coupon was not applied: null when applied or none was asked. */
  asked_coupon_refusal: CouponRefusal | 'unknown' | null;
  points: { usable: number; used: number };
}

/** Spec §3 `selectACTs`: 0 if any activity has 0, else 1; null with no activity. */
export function summarise(values: (0 | 1)[]): 0 | 1 | null {
  if (!values.length) return null;
  return values.includes(0) ? 0 : 1;
}

export function couponRefusal(
  coupon: CouponRule,
  context: { couponUsable: boolean; amount: number; now: number },
): CouponRefusal | null {
  if (coupon.used_at !== null) return 'used';
  if (coupon.expires_at <= context.now) return 'expired';
  if (coupon.starts_at > context.now) return 'notYetValid';
  if (!context.couponUsable) return 'notCombinable';
  if (coupon.min_spend > context.amount) return 'minSpend';
  return null;
}

/**
 * Most points this order may take: the balance, the share `max_percent` of what remains to pay,
 * and never so many that nothing (less than 1 fen) would be left to pay.
 */
export function usablePoints(rule: PointsRule, remaining: number): number {
  if (rule.fen_per_point <= 0 || remaining <= 1) return 0;
  const share = Math.floor((remaining * rule.max_percent) / 100);
  const cap = Math.min(share, remaining - 1);
  return Math.max(0, Math.min(rule.balance, Math.floor(cap / rule.fen_per_point)));
}

export function priceOrder(input: PricingInput): Pricing {
  const sum = (of: (line: PricedLine) => number) =>
    input.lines.reduce((total, line) => total + of(line) * line.quantity, 0);
  const goodsAmount = sum((line) => line.original_price);
  const charged = sum((line) => line.price);
  const productDiscount = goodsAmount - charged;
  const memberDiscount = Math.floor((charged * input.memberDiscountPercent) / 100);
  const afterDiscounts = charged - memberDiscount;

  const isCoupon = summarise(input.activities.map((a) => a.is_coupon));
  const isIntegral = summarise(input.activities.map((a) => a.is_integral));
  const couponUsable = isCoupon !== 0;
  const integralUsable = isIntegral !== 0;

  const context = { couponUsable, amount: afterDiscounts, now: input.now };
  const coupons = input.coupons.map((coupon) => ({
    id: coupon.id,
    refusal: couponRefusal(coupon, context),
  }));
  let useCouponId = 0;
  let couponAmount = 0;
  let askedRefusal: Pricing['asked_coupon_refusal'] = null;
  if (input.useCouponId > 0) {
    const asked = input.coupons.find((coupon) => coupon.id === input.useCouponId);
    askedRefusal = asked ? couponRefusal(asked, context) : 'unknown';
    if (asked && askedRefusal === null) {
      useCouponId = asked.id;
      couponAmount = Math.max(0, Math.min(asked.value, afterDiscounts - 1));
    }
  }

  const remaining = afterDiscounts - couponAmount;
  const usable = integralUsable ? usablePoints(input.points, remaining) : 0;
  const used = input.useIntegral ? usable : 0;
  const pointsAmount = used * input.points.fen_per_point;
  const freight = 0;
  return {
    amounts: {
      goods_amount: goodsAmount,
      product_discount: productDiscount,
      member_discount: memberDiscount,
      coupon_amount: couponAmount,
      points_amount: pointsAmount,
      freight,
      pay_amount: Math.max(1, remaining - pointsAmount + freight),
    },
    is_coupon: isCoupon,
    is_integral: isIntegral,
    coupon_usable: couponUsable,
    integral_usable: integralUsable,
    coupons,
    use_coupon_id: useCouponId,
    asked_coupon_refusal: askedRefusal,
    points: { usable, used },
  };
}
