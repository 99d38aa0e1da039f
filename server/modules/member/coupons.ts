import type { ExpressionBuilder } from 'kysely';
import type { CallParsed, CallReply } from '../../../contract/call';
import type { Coupon, CouponState, couponList } from '../../../contract/member';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Lang } from '../../lib/lang';
import { langsFor, pickTexts } from '../catalogue';
import { loadCouponRules, WHOLE_SHOP_TERMS } from './coupon-rules';
import { countOf, offsetOf, pagination } from './rows';

const STATES: CouponState[] = ['usable', 'used', 'expired'];

/** Usable: not used, started and not expired; used; expired: never used before it expired. */
function inState(state: CouponState, now: number) {
  return (eb: ExpressionBuilder<Database, 'coupon'>) => {
    switch (state) {
      case 'usable':
        return eb.and([
          eb('coupon.used_at', 'is', null),
          eb('coupon.starts_at', '<=', now),
          eb('coupon.expires_at', '>', now),
        ]);
      case 'used':
        return eb('coupon.used_at', 'is not', null);
      case 'expired':
        return eb.and([eb('coupon.used_at', 'is', null), eb('coupon.expires_at', '<=', now)]);
    }
  };
}

export async function countCoupons(
  db: Db,
  memberId: number,
  state: CouponState,
  now = Date.now(),
): Promise<number> {
  const row = await db
    .selectFrom('coupon')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .where(inState(state, now))
    .executeTakeFirst();
  return countOf(row);
}

/** Soonest to expire first while usable; most recent first once used or expired. */
function ordered(state: CouponState) {
  if (state === 'usable') return { column: 'coupon.expires_at', direction: 'asc' } as const;
  const column = state === 'used' ? 'coupon.used_at' : 'coupon.expires_at';
  return { column, direction: 'desc' } as const;
}

export async function listCoupons(
  db: Db,
  memberId: number,
  lang: Lang,
  input: CallParsed<typeof couponList>,
  now = Date.now(),
): Promise<CallReply<typeof couponList>> {
  const { column, direction } = ordered(input.state);
  const [counts, rows] = await Promise.all([
    Promise.all(STATES.map((state) => countCoupons(db, memberId, state, now))),
    db
      .selectFrom('coupon')
      .selectAll()
      .where('member_id', '=', memberId)
      .where(inState(input.state, now))
      .orderBy(column, direction)
      .orderBy('coupon.id', direction)
      .limit(input.page_size)
      .offset(offsetOf(input.page, input.page_size))
      .execute(),
  ]);
  const templateIds = [...new Set(rows.map((r) => r.template_id))];
  const [texts, rules] = await Promise.all([
    templateIds.length
      ? db
          .selectFrom('coupon_template_text')
          .selectAll()
          .where('coupon_template_id', 'in', templateIds)
          .where('lang', 'in', langsFor(lang))
          .execute()
      : [],
    loadCouponRules(db, templateIds, lang),
  ]);
  const textOf = pickTexts(texts, (t) => t.coupon_template_id, lang);
  const list: Coupon[] = rows.map((row) => ({
    ...(rules.get(row.template_id)?.terms ?? WHOLE_SHOP_TERMS),
    id: row.id,
    name: textOf.get(row.template_id)?.name ?? '',
    description: textOf.get(row.template_id)?.description ?? '',
    value: row.value_fen,
    min_spend: row.min_spend_fen,
    starts_at: row.starts_at,
    expires_at: row.expires_at,
    used_at: row.used_at,
    state: input.state,
  }));
  const [usable = 0, used = 0, expired = 0] = counts;
  return {
    list,
    counts: { usable, used, expired },
    pagination: pagination(input.page, input.page_size, counts[STATES.indexOf(input.state)] ?? 0),
  };
}
