import { notFound } from '@tanstack/react-router';
import { isOneOf, PAGE_SETS, type PageSet } from '../../contract/app-routes';

/** The page sets of spec §2: shared routes adapt to the width, `/pc` and `/mobile` keep theirs. */
export type RouteSet = 'shared' | PageSet;

/**
 * The set named by a route's optional first segment (`/{-$set}/…`). One route then serves a
 * page in all three sets, which keeps the app's first download small; any other first segment
 * names a page that does not exist.
 */
export function routeSetOf(set: string | undefined): RouteSet {
  if (set === undefined) return 'shared';
  if (isOneOf(PAGE_SETS, set)) return set;
  throw notFound();
}

/** The route set a page belongs to, from its path: /pc/… and /mobile/… have their own. */
export function routeSetOfPath(pathname: string): RouteSet {
  if (pathname === '/pc' || pathname.startsWith('/pc/')) return 'pc';
  if (pathname === '/mobile' || pathname.startsWith('/mobile/')) return 'mobile';
  return 'shared';
}

/** The member area of each set (its tabs: orders, appointments, addresses…). */
export const MEMBER_AREA_PATHS = {
  shared: '/personal',
  pc: '/pc/personal/my',
  mobile: '/mobile/personal',
} as const satisfies Record<RouteSet, string>;
