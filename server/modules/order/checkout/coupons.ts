import type { UsableCoupon } from '../../../../contract/order';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import { message, type MessageKey } from '../../../messages';
import type { CouponTerms } from '../../../../contract/member';
import { langsFor, pickTexts } from '../../catalogue';
import { loadCouponRules, WHOLE_SHOP_RULES } from '../../member';
import type { CouponRefusal, CouponRule } from './pricing';

export interface CheckoutCoupon extends CouponRule {
  name: string;
  description: string;
  /** Its terms as the member reads them. */
  terms: CouponTerms;
}

const REFUSAL_KEYS: Record<CouponRefusal | 'unknown', MessageKey> = {
  used: 'couponUsed',
  expired: 'couponExpired',
  notYetValid: 'couponNotYetValid',
  notCombinable: 'couponNotCombinable',
  notEligible: 'couponNotEligible',
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

/** The message of a refusal: a limited coupon's minimum spend counts only its pieces. */
export function refusalKey(
  refusal: CouponRefusal | 'unknown',
  coupon?: { terms: CouponTerms },
): MessageKey {
  if (refusal === 'minSpend' && coupon && coupon.terms.limit !== 'all') {
    return 'couponMinSpendLimited';
  }
  return REFUSAL_KEYS[refusal];
}

/** What a refusal's message names: the minimum spend, and the categories or pieces. */
export function refusalParams(
  coupon: { min_spend: number; terms: CouponTerms } | undefined,
  lang: Lang,
): Record<string, string> {
  const names = coupon?.terms.limit_names ?? [];
  return {
    min: yuan(coupon?.min_spend ?? 0),
    names: names.join(lang === 'cn' ? '、' : ', '),
  };
}

/** Why a coupon cannot be used, as the shopper reads it. */
export function describeRefusal(
  refusal: CouponRefusal | 'unknown',
  coupon: { min_spend: number; terms: CouponTerms } | undefined,
  lang: Lang,
): string {
  return message(lang, refusalKey(refusal, coupon), refusalParams(coupon, lang));
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
  const rules = await loadCouponRules(db, templateIds, lang);
  return rows.map((row) => {
    const rule = rules.get(row.template_id) ?? WHOLE_SHOP_RULES;
    return {
      id: row.id,
      percent_off: rule.percent_off,
      cap: rule.cap,
      limit: rule.limit,
      terms: rule.terms,
      name: textOf.get(row.template_id)?.name ?? '',
      description: textOf.get(row.template_id)?.description ?? '',
      value: row.value_fen,
      min_spend: row.min_spend_fen,
      starts_at: row.starts_at,
      expires_at: row.expires_at,
      used_at: row.used_at,
    };
  });
}

/**
 * The coupon list of the order page: coupons this order can use first (soonest to expire
 * first), then the others with the reason. A used or expired coupon is not listed.
 */
export function couponList(
  coupons: CheckoutCoupon[],
  refusals: { id: number; refusal: CouponRefusal | null }[],
  discounts: number[],
  lang: Lang,
): UsableCoupon[] {
  const refusalOf = new Map(refusals.map((r) => [r.id, r.refusal]));
  const listed = coupons.flatMap((coupon, index): UsableCoupon[] => {
    const refusal = refusalOf.get(coupon.id) ?? null;
    if (refusal === 'used' || refusal === 'expired') return [];
    return [
      {
        ...coupon.terms,
        id: coupon.id,
        name: coupon.name,
        description: coupon.description,
        value: coupon.value,
        min_spend: coupon.min_spend,
        expires_at: coupon.expires_at,
        discount: refusal === null ? (discounts[index] ?? 0) : 0,
        usable: refusal === null,
        reason: refusal === null ? '' : describeRefusal(refusal, coupon, lang),
      },
    ];
  });
  // A stable sort keeps the expiry order within each group.
  return listed.sort((a, b) => Number(b.usable) - Number(a.usable));
}
