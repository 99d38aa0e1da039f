import * as v from 'valibot';
import type { RouteSet } from './route-set';
import {
  appointmentsLink,
  COUPON_STATES,
  couponsLink,
  MEMBER_TABS,
  memberPageLink,
  memberTabLink,
  ORDER_LIST_TABS,
  orderLink,
  ordersLink,
  refundLink,
} from './member-routes';
import { matching, oneOf, rowId, wholeNumber } from './search-schema';

// The member area's former addresses, one route with a screen per `tab` of its search
// (/personal?tab=orders&status=to_pay, /pc/personal/my?tab=order&id=42 …): the area's index
// routes send them, replacing the entry, to the screen's own route.

/** What the former addresses said; any `tab` is kept, so that an unknown one is sent on too. */
export const formerMemberSearch = v.object({
  tab: matching(/^[\w-]{1,40}$/),
  id: rowId(),
  status: oneOf(ORDER_LIST_TABS),
  state: oneOf(COUPON_STATES),
  page: wholeNumber(1, 1000),
  book: wholeNumber(1, 1),
  store: rowId(),
});
export type FormerMemberSearch = v.InferOutput<typeof formerMemberSearch>;

const PAGED = ['points', 'balance', 'wish-list', 'footprints'] as const;

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/**
 * Where a former address leads: the same screen at its own route, with the same tab, page or
 * id; an order or a request without an id is the order list, an unknown tab the user center.
 * `tab=favourites` is the wish list's name before it was named so.
 */
export function formerMemberLink(routeSet: RouteSet, search: FormerMemberSearch) {
  const tab = search.tab === 'favourites' ? 'wish-list' : search.tab;
  const page = search.page ?? 1;
  if (tab === 'order' || tab === 'refund') {
    if (search.id === undefined) return ordersLink(routeSet);
    return tab === 'order' ? orderLink(routeSet, search.id) : refundLink(routeSet, search.id);
  }
  if (tab === 'orders') return ordersLink(routeSet, search.status, page);
  if (tab === 'coupons') return couponsLink(routeSet, search.state ?? 'usable');
  if (tab === 'appointments') {
    return search.book === 1
      ? appointmentsLink(routeSet, { book: true, store: search.store })
      : appointmentsLink(routeSet, { page });
  }
  if (tab !== undefined && isOneOf(PAGED, tab)) return memberPageLink(routeSet, tab, page);
  if (tab !== undefined && isOneOf(MEMBER_TABS, tab)) return memberTabLink(routeSet, tab);
  return memberTabLink(routeSet, 'user-center');
}
