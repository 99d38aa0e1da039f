import type { CouponState } from '../../../contract/member';

/** The member area's screens, in the order its navigation lists them. */
export const MEMBER_TABS = [
  'user-center',
  'profile',
  'addresses',
  'membership',
  'points',
  'coupons',
  'favourites',
  'footprints',
  'password',
] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];
export const DEFAULT_TAB: MemberTab = 'user-center';

export const COUPON_STATES = ['usable', 'used', 'expired'] as const satisfies CouponState[];

const MAX_PAGE = 1000;

/**
 * The search parameters of /personal, /mobile/personal and /pc/personal/my. Defaults are left
 * out (no tab is the user center, no state the usable coupons, no page the first).
 */
export interface MemberSearch {
  tab?: Exclude<MemberTab, 'user-center'>;
  /** The coupons screen's state tab. */
  state?: Exclude<CouponState, 'usable'>;
  /** The page of a paged screen (points, favourites, footprints). */
  page?: number;
}

function oneOf<T extends string>(choices: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (choices as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

function page(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 1 && number <= MAX_PAGE
    ? number
    : undefined;
}

/** Keeps what is valid in the address bar and drops the rest. */
export function validateMemberSearch(raw: Record<string, unknown>): MemberSearch {
  const search: MemberSearch = {};
  const tab = oneOf(MEMBER_TABS, raw.tab);
  if (tab !== undefined && tab !== 'user-center') search.tab = tab;
  const state = oneOf(COUPON_STATES, raw.state);
  if (search.tab === 'coupons' && state && state !== 'usable') search.state = state;
  const number = page(raw.page);
  if (
    number &&
    (search.tab === 'points' || search.tab === 'favourites' || search.tab === 'footprints')
  )
    search.page = number;
  return search;
}

export function tabOf(search: MemberSearch): MemberTab {
  return search.tab ?? DEFAULT_TAB;
}
