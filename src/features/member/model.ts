import type { Address, CouponState, Membership } from '../../../contract/member';
import type { Pagination } from '../../../contract/catalogue';
import { COUPON_STATES } from '../../lib/member-routes';

export { dayPartOf, type DayPart } from '../../../contract/day-part';

export interface CouponTab {
  state: CouponState;
  count: number;
}

/** The coupons screen's tabs: usable, used, expired, each with its count (0 when unknown). */
export function couponTabs(counts: Partial<Record<CouponState, number>> | undefined): CouponTab[] {
  return COUPON_STATES.map((state) => ({ state, count: counts?.[state] ?? 0 }));
}

/** Default first, then the most recently added (the higher id). */
export function sortAddresses(list: readonly Address[]): Address[] {
  return [...list].sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.id - a.id);
}

/** How far the member has come from their level's threshold towards the next one (0 to 1). */
export function levelProgress(membership: Membership): number {
  if (!membership.next_level) return 1;
  const current = membership.levels.find((level) => level.key === membership.level);
  const next = membership.levels.find((level) => level.key === membership.next_level?.key);
  const from = current?.threshold ?? 0;
  const to = next?.threshold ?? membership.lifetime_points + membership.next_level.points_needed;
  if (to <= from) return 1;
  return Math.min(1, Math.max(0, (membership.lifetime_points - from) / (to - from)));
}

/** Newest first, whatever order the reply came in. */
export function newestFirst<T extends { viewed_at: number }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => b.viewed_at - a.viewed_at);
}

export function pageCountOf(pagination: Pagination | undefined): number {
  return pagination ? Math.max(1, pagination.page_count) : 1;
}
