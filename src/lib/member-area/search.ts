import type { CouponState } from '../../../contract/member';
import type { OrderTab } from '../../../contract/order';

// The member area's address (/personal, /pc/personal/my, /mobile/personal): which screen its
// search parameters ask for. The member feature and the features whose screens it shows (the
// orders, the appointments) all read it from here.

/** The member area's screens, in the order its navigation lists them. */
export const MEMBER_TABS = [
  'user-center',
  'orders',
  'appointments',
  'profile',
  'addresses',
  'membership',
  'points',
  'balance',
  'coupons',
  'wish-list',
  'footprints',
  'password',
] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];
export const DEFAULT_TAB: MemberTab = 'user-center';

/** Screens opened from the orders screen (one order, one after-sales request), by `id`. */
export const MEMBER_DETAIL_TABS = ['order', 'refund'] as const;
export type MemberDetailTab = (typeof MEMBER_DETAIL_TABS)[number];
export type MemberScreenTab = MemberTab | MemberDetailTab;

/** Spec §4's order tabs, in the order the list shows them; `all` is the default. */
export const ORDER_LIST_TABS = [
  'all',
  'to_pay',
  'to_ship',
  'to_receive',
  'completed',
  'after_sale',
  'cancelled',
] as const satisfies readonly OrderTab[];
export type OrderListTab = (typeof ORDER_LIST_TABS)[number];

export const COUPON_STATES = ['usable', 'used', 'expired'] as const satisfies CouponState[];

const MAX_PAGE = 1000;
const MAX_ID = 2_147_483_647;

/**
 * The search parameters of /personal, /mobile/personal and /pc/personal/my. Defaults are left
 * out (no tab is the user center, no state the usable coupons, no status all orders, no page the
 * first).
 */
export interface MemberSearch {
  tab?: Exclude<MemberScreenTab, 'user-center'>;
  /** The coupons screen's state tab. */
  state?: Exclude<CouponState, 'usable'>;
  /** The orders screen's tab (spec §4). */
  status?: Exclude<OrderListTab, 'all'>;
  /** The order (tab `order`) or the after-sales request (tab `refund`) shown. */
  id?: number;
  /** The page of a paged screen (orders, points, balance, wish list, footprints). */
  page?: number;
  /** The appointments screen's booking form is open (1), for a boutique chosen beforehand. */
  book?: 1;
  store?: number;
}

function oneOf<T extends string>(choices: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (choices as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max
    ? number
    : undefined;
}

const PAGED_TABS: readonly MemberScreenTab[] = [
  'orders',
  'appointments',
  'points',
  'balance',
  'wish-list',
  'footprints',
];

/** Keeps what is valid in the address bar and drops the rest. */
export function validateMemberSearch(raw: Record<string, unknown>): MemberSearch {
  const search: MemberSearch = {};
  // The wish list's address before it was named so (`tab=favourites`) still opens it.
  const asked = raw.tab === 'favourites' ? 'wish-list' : raw.tab;
  const tab = oneOf<MemberScreenTab>([...MEMBER_TABS, ...MEMBER_DETAIL_TABS], asked);
  if (tab === 'order' || tab === 'refund') {
    const id = wholeNumber(raw.id, 1, MAX_ID);
    // Without a valid id there is nothing to show: the order list instead.
    return id === undefined ? { tab: 'orders' } : { tab, id };
  }
  if (tab !== undefined && tab !== 'user-center') search.tab = tab;
  const state = oneOf(COUPON_STATES, raw.state);
  if (search.tab === 'coupons' && state && state !== 'usable') search.state = state;
  const status = oneOf(ORDER_LIST_TABS, raw.status);
  if (search.tab === 'orders' && status && status !== 'all') search.status = status;
  if (search.tab === 'appointments' && wholeNumber(raw.book, 1, 1)) {
    search.book = 1;
    const store = wholeNumber(raw.store, 1, MAX_ID);
    if (store) search.store = store;
    return search;
  }
  const number = wholeNumber(raw.page, 2, MAX_PAGE);
  if (number && search.tab && PAGED_TABS.includes(search.tab)) search.page = number;
  return search;
}

export function tabOf(search: MemberSearch): MemberScreenTab {
  return search.tab ?? DEFAULT_TAB;
}

/** The navigation entry a screen belongs to: an order or a request belongs to the orders. */
export function navTabOf(search: MemberSearch): MemberTab {
  const tab = tabOf(search);
  return tab === 'order' || tab === 'refund' ? 'orders' : tab;
}
