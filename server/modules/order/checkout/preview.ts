import { CODE_INVALID_INPUT, CODE_NOT_FOUND } from '../../../../contract/call';
import type { Address } from '../../../../contract/member';
import type { OrderPreview, ProviderMethod, UsableCoupon } from '../../../../contract/order';
import type { Db } from '../../../db/database';
import { BusinessError } from '../../../errors';
import type { Lang } from '../../../lib/lang';
import type { MessageKey } from '../../../messages';
import { listAddresses } from '../../member';
import { memberLevel } from '../../member';
import { loadMember } from '../../member';
import { withOptionNames } from '../../personalise';
import { couponList, loadCheckoutCoupons, refusalKey, refusalParams } from './coupons';
import { lineView, resolveItems, type CheckoutLine, type OrderItem } from './items';
import { priceOrder, type Pricing } from './pricing';
import { pointsSettings } from './settings';

export interface CheckoutRequest {
  sku_list: OrderItem[];
  /** Absent: the member's default address. */
  address_id?: number | undefined;
  /** 0: no coupon. */
  use_coupon_id: number;
  use_integral: boolean;
}

/** Everything a submission needs beside the preview the page is shown. */
export interface Checkout {
  preview: OrderPreview;
  lines: CheckoutLine[];
  pricing: Pricing;
  /** Why the asked coupon was not applied, as a refusal; null when applied or none was asked. */
  couponRefusal: { key: MessageKey; params: Record<string, string> } | null;
}

/**
 * The address asked for, which must be the member's (`refusal` otherwise), else their default,
 * else null.
 */
async function pickAddress(
  db: Db,
  memberId: number,
  addressId: number | undefined,
  refusal: { code: number; key: MessageKey },
): Promise<Address | null> {
  const { list } = await listAddresses(db, memberId);
  if (addressId === undefined) return list.find((a) => a.is_default) ?? list[0] ?? null;
  const chosen = list.find((a) => a.id === addressId);
  if (!chosen) throw new BusinessError(refusal.code, refusal.key);
  return chosen;
}

/**
 * Prices an order as it would be placed now: lines, address, activities, coupons, points and
 * every amount. Reads through `db`, which may be a transaction.
 */
export async function buildCheckout(
  db: Db,
  memberId: number,
  lang: Lang,
  request: CheckoutRequest,
  options: {
    now?: number;
    addressRefusal?: { code: number; key: MessageKey };
    /** The ways to pay online the shop offers, shown with the preview. */
    payMethods?: readonly ProviderMethod[];
  } = {},
): Promise<Checkout> {
  const now = options.now ?? Date.now();
  const addressRefusal = options.addressRefusal ?? {
    code: CODE_NOT_FOUND,
    key: 'addressNotFound',
  };
  const member = await loadMember(db, memberId);
  const [items, address, coupons, settings] = await Promise.all([
    resolveItems(db, memberId, request.sku_list, lang, now),
    pickAddress(db, memberId, request.address_id, addressRefusal),
    loadCheckoutCoupons(db, memberId, lang, request.use_coupon_id, now),
    pointsSettings(db),
  ]);
  if (!items.lines.length) throw new BusinessError(CODE_INVALID_INPUT, 'selectItemsFirst');
  const level = memberLevel(member);
  const points = { balance: member.points, ...settings };
  const pricing = priceOrder({
    lines: items.lines,
    activities: items.activities,
    memberDiscountPercent: level.discountPercent,
    coupons,
    useCouponId: request.use_coupon_id,
    points,
    useIntegral: request.use_integral,
    now,
  });
  const asked = coupons.find((c) => c.id === request.use_coupon_id);
  const refusal = pricing.asked_coupon_refusal;
  const list: UsableCoupon[] = couponList(coupons, pricing.coupons, pricing.coupon_discounts, lang);
  return {
    preview: {
      lines: await withOptionNames(db, items.lines.map(lineView), lang),
      address,
      activities: items.activities,
      is_coupon: pricing.is_coupon,
      is_integral: pricing.is_integral,
      coupon_usable: pricing.coupon_usable,
      integral_usable: pricing.integral_usable,
      coupons: list,
      pay_methods: [...(options.payMethods ?? [])],
      account_balance: Number(member.balance),
      use_coupon_id: pricing.use_coupon_id,
      points: { ...points, usable: pricing.points.usable, used: pricing.points.used },
      level: { key: level.key, name: level.name[lang], discount_percent: level.discountPercent },
      amounts: pricing.amounts,
    },
    lines: items.lines,
    pricing,
    couponRefusal:
      refusal === null
        ? null
        : { key: refusalKey(refusal, asked), params: refusalParams(asked, lang) },
  };
}

/** The coupons a list of items could take, none applied (usable-coupon-list). */
export async function couponsFor(
  db: Db,
  memberId: number,
  lang: Lang,
  items: OrderItem[],
): Promise<{ list: UsableCoupon[] }> {
  const checkout = await buildCheckout(db, memberId, lang, {
    sku_list: items,
    use_coupon_id: 0,
    use_integral: false,
  });
  return { list: checkout.preview.coupons };
}
