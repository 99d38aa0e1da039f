import { notFound } from '@tanstack/react-router';
import { isOneOf, PAGE_SETS, type PageSet } from '../../contract/app-routes';

/** The page sets of spec §2: shared routes adapt to the width, `/pc` and `/mobile` keep theirs. */
export type RouteSet = 'shared' | PageSet;

/**
 * The set named by a route's optional first segment (`/{-$set}/…`). One route then serves a
 * page in all three sets, which keeps the app's first download small; any other first segment
 * names a page that does not exist.
 */
export function routeSetOf(
  set: string | undefined,
  setsWithThePage: readonly PageSet[] = PAGE_SETS,
): RouteSet {
  if (set === undefined) return 'shared';
  if (isOneOf(setsWithThePage, set)) return set;
  throw notFound();
}

/**
 * The `{-$set}` parameter that leads to a route set's page. The shared set names it as absent:
 * a link that left it out would keep the set of the page it is on.
 */
export function setParam(routeSet: RouteSet): { set: PageSet | undefined } {
  return { set: routeSet === 'shared' ? undefined : routeSet };
}

/** The route set a page belongs to, from its path: /pc/… and /mobile/… have their own. */
export function routeSetOfPath(pathname: string): RouteSet {
  const first = pathname.split('/')[1];
  return first === 'pc' || first === 'mobile' ? first : 'shared';
}
