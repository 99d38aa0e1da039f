import type { UsableCoupon } from '../../../../contract/order';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import { message, type MessageKey } from '../../../messages';
import { langsFor, pickTexts } from '../../catalogue';
import type { CouponRefusal, CouponRule } from './pricing';

export interface CheckoutCoupon extends CouponRule {
  name: string;
  description: string;
}

const REFUSAL_KEYS: Record<CouponRefusal | 'unknown', MessageKey> = {
  used: 'couponUsed',
  expired: 'couponExpired',
  notYetValid: 'couponNotYetValid',
  notCombinable: 'couponNotCombinable',
  minSpend: 'couponMinSpend',
  unknown: 'couponNotFound',
};

const yuanFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Fen as yuan with two decimals and thousands separators: 500000 → "5,000.00". */
export function yuan(fen: number): string {
  return yuanFormat.format(fen / 100);
}

export function refusalKey(refusal: CouponRefusal | 'unknown'): MessageKey {
  return REFUSAL_KEYS[refusal];
}

/** Why a coupon cannot be used, as the shopper reads it. */
export function describeRefusal(
  refusal: CouponRefusal | 'unknown',
  coupon: { min_spend: number } | undefined,
  lang: Lang,
): string {
  return message(lang, REFUSAL_KEYS[refusal], { min: yuan(coupon?.min_spend ?? 0) });
}

/**
 * The member's coupons an order could take (not used, not expired; those not valid yet too, so
 * the page can say when), plus `askedId` whatever its state, so a refusal can say why.
 */
export async function loadCheckoutCoupons(
  db: Db,
  memberId: number,
  lang: Lang,
  askedId: number,
  now: number,
): Promise<CheckoutCoupon[]> {
  const rows = await db
    .selectFrom('coupon')
    .selectAll()
    .where('member_id', '=', memberId)
    .where((eb) =>
      eb.or([
        eb('id', '=', askedId),
        eb.and([eb('used_at', 'is', null), eb('expires_at', '>', now)]),
      ]),
    )
    .orderBy('expires_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const templateIds = [...new Set(rows.map((r) => r.template_id))];
  const texts = templateIds.length
    ? await db
        .selectFrom('coupon_template_text')
        .selectAll()
        .where('coupon_template_id', 'in', templateIds)
        .where('lang', 'in', langsFor(lang))
        .execute()
    : [];
  const textOf = pickTexts(texts, (t) => t.coupon_template_id, lang);
  return rows.map((row) => ({
    id: row.id,
    name: textOf.get(row.template_id)?.name ?? '',
    description: textOf.get(row.template_id)?.description ?? '',
    value: row.value_fen,
    min_spend: row.min_spend_fen,
    starts_at: row.starts_at,
    expires_at: row.expires_at,
    used_at: row.used_at,
  }));
}

/**
 * The coupon list of the order page: coupons this order can use first (soonest to expire
 * first), then the others with the reason. A used or expired coupon is not listed.
 */
export function couponList(
  coupons: CheckoutCoupon[],
  refusals: { id: number; refusal: CouponRefusal | null }[],
  lang: Lang,
): UsableCoupon[] {
  const refusalOf = new Map(refusals.map((r) => [r.id, r.refusal]));
  const listed = coupons.flatMap((coupon): UsableCoupon[] => {
    const refusal = refusalOf.get(coupon.id) ?? null;
    if (refusal === 'used' || refusal === 'expired') return [];
    return [
      {
        id: coupon.id,
        name: coupon.name,
        description: coupon.description,
        value: coupon.value,
        min_spend: coupon.min_spend,
        expires_at: coupon.expires_at,
        usable: refusal === null,
        reason: refusal === null ? '' : describeRefusal(refusal, coupon, lang),
      },
    ];
  });
  // A stable sort keeps the expiry order within each group.
  return listed.sort((a, b) => Number(b.usable) - Number(a.usable));
}
