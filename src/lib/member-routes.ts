import type { AppPath } from './app-path';
import { linkOptions, useMatches, useRouterState } from '@tanstack/react-router';
import * as v from 'valibot';
import type { CouponState } from '../../contract/member';
import type { OrderTab } from '../../contract/order';
import { routeSetOf, routeSetOfPath, setParam, type RouteSet } from './route-set';
import { oneOf, rowId, wholeNumber } from './search-schema';

// The member area's routes (/personal/…, /mobile/personal/…, /pc/personal/my/…): its screens,
// their searches and the links to them, for the member feature and the features whose screens
// it shows (the orders, the appointments), which read where they are from the router.

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

/** A screen of the area: one of its navigation's, or an order or a request opened from one. */
export type MemberScreenName = MemberTab | 'order' | 'refund';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The member area's screen a route shows. */
    memberScreen?: MemberScreenName;
  }
}

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

/** A page beyond the first (the first is no page at all). */
const laterPage = () => wholeNumber(2, MAX_PAGE);

/** The search of a paged screen (points, balance, wish list, footprints). */
export const pagedSearch = v.object({ page: laterPage() });

/** The orders screen: its tab (spec §4; none is all) and page. */
export const orderListSearch = v.object({
  status: oneOf(['to_pay', 'to_ship', 'to_receive', 'completed', 'after_sale', 'cancelled']),
  page: laterPage(),
});

/** The coupons screen: its state tab (none is the usable ones). */
export const couponsSearch = v.object({ state: oneOf(['used', 'expired']) });

/** The appointments screen: its page, or its booking form (book=1) for a boutique chosen. */
export const appointmentsSearch = v.object({
  book: wholeNumber(1, 1),
  store: rowId(),
  page: laterPage(),
});

export type OrderListSearch = v.InferOutput<typeof orderListSearch>;
export type AppointmentsSearch = v.InferOutput<typeof appointmentsSearch>;

/** The route set of a shared member route: the area has no /pc form there (it has its own). */
export function memberSetOf(set: string | undefined): RouteSet {
  return routeSetOf(set, ['mobile']);
}

/** The route set of the member area on screen, from the address. */
export function useMemberRouteSet(): RouteSet {
  return useRouterState({ select: (state) => routeSetOfPath(state.location.pathname) });
}

/** The screen on show, as its route names it (the user center when none does). */
export function useMemberScreen(): MemberScreenName {
  return useMatches({
    select: (matches) => matches.at(-1)?.staticData.memberScreen ?? 'user-center',
  });
}

/** The navigation entry a screen belongs to: an order or a request belongs to the orders. */
export function navTabOf(screen: MemberScreenName): MemberTab {
  return screen === 'order' || screen === 'refund' ? 'orders' : screen;
}

const PC_PATHS = {
  'user-center': '/pc/personal/my',
  orders: '/pc/personal/my/orders',
  appointments: '/pc/personal/my/appointments',
  profile: '/pc/personal/my/profile',
  addresses: '/pc/personal/my/addresses',
  membership: '/pc/personal/my/membership',
  points: '/pc/personal/my/points',
  balance: '/pc/personal/my/balance',
  coupons: '/pc/personal/my/coupons',
  'wish-list': '/pc/personal/my/wish-list',
  footprints: '/pc/personal/my/footprints',
  password: '/pc/personal/my/password',
} as const satisfies Record<MemberTab, AppPath>;

const SHARED_PATHS = {
  'user-center': '/{-$set}/personal',
  orders: '/{-$set}/personal/orders',
  appointments: '/{-$set}/personal/appointments',
  profile: '/{-$set}/personal/profile',
  addresses: '/{-$set}/personal/addresses',
  membership: '/{-$set}/personal/membership',
  points: '/{-$set}/personal/points',
  balance: '/{-$set}/personal/balance',
  coupons: '/{-$set}/personal/coupons',
  'wish-list': '/{-$set}/personal/wish-list',
  footprints: '/{-$set}/personal/footprints',
  password: '/{-$set}/personal/password',
} as const satisfies Record<MemberTab, AppPath>;

/** A screen of the navigation, as it opens (first page, default tab). */
export function memberTabLink(routeSet: RouteSet, tab: MemberTab) {
  if (routeSet === 'pc') return linkOptions({ to: PC_PATHS[tab], search: {} });
  return linkOptions({ to: SHARED_PATHS[tab], params: setParam(routeSet), search: {} });
}

/** A paged screen at a page. */
export function memberPageLink(
  routeSet: RouteSet,
  tab: 'points' | 'balance' | 'wish-list' | 'footprints',
  page: number,
) {
  const search = { page: page > 1 ? page : undefined };
  if (routeSet === 'pc') return linkOptions({ to: PC_PATHS[tab], search });
  return linkOptions({ to: SHARED_PATHS[tab], params: setParam(routeSet), search });
}

/** The orders screen, at a tab and page. */
export function ordersLink(routeSet: RouteSet, status: OrderListTab = 'all', page = 1) {
  const search = {
    status: status === 'all' ? undefined : status,
    page: page > 1 ? page : undefined,
  };
  if (routeSet === 'pc') return linkOptions({ to: '/pc/personal/my/orders', search });
  return linkOptions({ to: '/{-$set}/personal/orders', params: setParam(routeSet), search });
}

/** One order. */
export function orderLink(routeSet: RouteSet, orderId: number) {
  const id = String(orderId);
  if (routeSet === 'pc') return linkOptions({ to: '/pc/personal/my/orders/$id', params: { id } });
  return linkOptions({
    to: '/{-$set}/personal/orders/$id',
    params: { ...setParam(routeSet), id },
  });
}

/** One after-sales request. */
export function refundLink(routeSet: RouteSet, refundId: number) {
  const id = String(refundId);
  if (routeSet === 'pc') return linkOptions({ to: '/pc/personal/my/refund/$id', params: { id } });
  return linkOptions({
    to: '/{-$set}/personal/refund/$id',
    params: { ...setParam(routeSet), id },
  });
}

/** The coupons screen at a state tab. */
export function couponsLink(routeSet: RouteSet, state: CouponState) {
  const search = { state: state === 'usable' ? undefined : state };
  if (routeSet === 'pc') return linkOptions({ to: '/pc/personal/my/coupons', search });
  return linkOptions({ to: '/{-$set}/personal/coupons', params: setParam(routeSet), search });
}

/** The appointments screen: a page of the list, or the booking form (a boutique chosen). */
export function appointmentsLink(
  routeSet: RouteSet,
  at: { page?: number } | { book: true; store?: number | undefined } = {},
) {
  const search =
    'book' in at
      ? { book: 1, store: at.store, page: undefined }
      : { book: undefined, store: undefined, page: at.page && at.page > 1 ? at.page : undefined };
  if (routeSet === 'pc') return linkOptions({ to: '/pc/personal/my/appointments', search });
  return linkOptions({ to: '/{-$set}/personal/appointments', params: setParam(routeSet), search });
}

/** An id in a route's path: a row id, else none (the route then opens its list instead). */
export function pathId(id: string): number | undefined {
  return v.parse(rowId(), id);
}
