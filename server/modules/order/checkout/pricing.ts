import type { OrderAmounts } from '../../../../contract/order';

// Every amount of an order, in fen, from the lines and the member's situation. Pure: the
// preview and the submission read the database, then both price the order here.

export interface PricedLine {
  /** Unit prices: `price` is what is charged (promotional while the promotion is active). */
  price: number;
  original_price: number;
  quantity: number;
  /** The piece's SN and its category: what a limited coupon looks at. */
  sn?: string;
  category_id?: number;
}

/** Whether coupons (is_coupon) and points (is_integral) combine with a promotion. */
export interface ActivityRule {
  is_coupon: 0 | 1;
  is_integral: 0 | 1;
}

/** Which lines a coupon applies to: every line, or those of some categories or pieces. */
export type CouponLimit =
  | { kind: 'all' }
  /** The categories with all their subcategories. */
  | { kind: 'categories'; category_ids: readonly number[] }
  | { kind: 'pieces'; sns: readonly string[] };

export interface CouponRule {
  id: number;
  /** An amount off, in fen (0 for a percentage). */
  value: number;
  /** A percentage off (0 for an amount), perhaps capped at `cap` fen (0: no cap). */
  percent_off: number;
  cap: number;
  /** The eligible lines must reach it; 0 for none. */
  min_spend: number;
  limit: CouponLimit;
  starts_at: number;
  expires_at: number;
  used_at: number | null;
}

export type CouponRefusal =
  'used' | 'expired' | 'notYetValid' | 'notCombinable' | 'notEligible' | 'minSpend';

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
  /** What each coupon of the input would take off this order (0 when refused), same order. */
  coupon_discounts: number[];
  /** The coupon applied, or 0. */
  use_coupon_id: number;
  /** What each line of the input took of the coupon applied, same order; they add up to it. */
  line_coupons: number[];
  /** Why the asked coupon was not applied: null when applied or none was asked. */
  asked_coupon_refusal: CouponRefusal | 'unknown' | null;
  points: { usable: number; used: number };
}

/** Spec §3 `selectACTs`: 0 if any activity has 0, else 1; null with no activity. */
export function summarise(values: (0 | 1)[]): 0 | 1 | null {
  if (!values.length) return null;
  return values.includes(0) ? 0 : 1;
}

export function appliesTo(limit: CouponLimit, line: PricedLine): boolean {
  switch (limit.kind) {
    case 'all':
      return true;
    case 'categories':
      return line.category_id !== undefined && limit.category_ids.includes(line.category_id);
    case 'pieces':
      return line.sn !== undefined && limit.sns.includes(line.sn);
  }
}

/**
 * What the coupon's eligible lines come to once the member discount is taken off them: their
 * charged amount less the member's percent of it, rounded down to the fen as the order's member
 * discount is. With no limit this is the order's amount after discounts.
 */
export function eligibleAmount(
  coupon: Pick<CouponRule, 'limit'>,
  lines: readonly PricedLine[],
  memberDiscountPercent: number,
): { lines: number; amount: number } {
  let count = 0;
  let charged = 0;
  for (const line of lines) {
    if (!appliesTo(coupon.limit, line)) continue;
    count += 1;
    charged += line.price * line.quantity;
  }
  return { lines: count, amount: charged - Math.floor((charged * memberDiscountPercent) / 100) };
}

/**
 * What a coupon takes off an eligible amount, in whole fen: an amount off as it is; a percentage
 * of the eligible amount rounded down to the fen, then held to the cap when there is one. Never
 * more than the eligible amount.
 */
export function couponDiscount(
  coupon: Pick<CouponRule, 'value' | 'percent_off' | 'cap'>,
  eligible: number,
): number {
  if (eligible <= 0) return 0;
  let discount = coupon.value;
  if (coupon.percent_off > 0) {
    discount = Math.floor((eligible * coupon.percent_off) / 100);
    if (coupon.cap > 0) discount = Math.min(discount, coupon.cap);
  }
  return Math.max(0, Math.min(discount, eligible));
}

export function couponRefusal(
  coupon: CouponRule,
  context: { couponUsable: boolean; eligibleLines: number; amount: number; now: number },
): CouponRefusal | null {
  if (coupon.used_at !== null) return 'used';
  if (coupon.expires_at <= context.now) return 'expired';
  if (coupon.starts_at > context.now) return 'notYetValid';
  if (!context.couponUsable) return 'notCombinable';
  if (context.eligibleLines === 0) return 'notEligible';
  if (coupon.min_spend > context.amount) return 'minSpend';
  return null;
}

/**
 * The coupon's amount shared over the lines it applies to, in proportion to what each was
 * charged, in whole fen by the largest remainder (the earlier line on a tie): the shares add up
 * to `amount`, and the other lines take nothing.
 */
export function couponShares(
  amount: number,
  lines: readonly PricedLine[],
  applies: (line: PricedLine) => boolean,
): number[] {
  const weights = lines.map((line) => (applies(line) ? BigInt(line.price * line.quantity) : 0n));
  const total = weights.reduce((sum, w) => sum + w, 0n);
  if (amount <= 0 || total <= 0n) return lines.map(() => 0);
  const whole = BigInt(amount);
  const exact = weights.map((w, index) => ({
    index,
    floor: (whole * w) / total,
    rest: (whole * w) % total,
  }));
  let left = whole - exact.reduce((sum, e) => sum + e.floor, 0n);
  const byRest = [...exact]
    .filter((e) => weights[e.index] !== 0n)
    .sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : 0));
  for (const entry of byRest) {
    if (left <= 0n) break;
    entry.floor += 1n;
    left -= 1n;
  }
  return exact.map((entry) => Number(entry.floor));
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

  // The most a coupon may take: the order must still cost at least 1 fen.
  const couponRoom = Math.max(0, afterDiscounts - 1);
  const judged = input.coupons.map((coupon) => {
    const eligible = eligibleAmount(coupon, input.lines, input.memberDiscountPercent);
    const refusal = couponRefusal(coupon, {
      couponUsable,
      eligibleLines: eligible.lines,
      amount: eligible.amount,
      now: input.now,
    });
    const discount =
      refusal === null ? Math.min(couponDiscount(coupon, eligible.amount), couponRoom) : 0;
    return { coupon, refusal, discount };
  });
  const coupons = judged.map(({ coupon, refusal }) => ({ id: coupon.id, refusal }));
  let useCouponId = 0;
  let couponAmount = 0;
  let lineCoupons = input.lines.map(() => 0);
  let askedRefusal: Pricing['asked_coupon_refusal'] = null;
  if (input.useCouponId > 0) {
    const asked = judged.find((entry) => entry.coupon.id === input.useCouponId);
    askedRefusal = asked ? asked.refusal : 'unknown';
    if (asked && askedRefusal === null) {
      useCouponId = asked.coupon.id;
      couponAmount = asked.discount;
      lineCoupons = couponShares(couponAmount, input.lines, (line) =>
        appliesTo(asked.coupon.limit, line),
      );
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
    coupon_discounts: judged.map((entry) => entry.discount),
    use_coupon_id: useCouponId,
    line_coupons: lineCoupons,
    asked_coupon_refusal: askedRefusal,
    points: { usable, used },
  };
}
