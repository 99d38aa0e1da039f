import type { RouteSet } from '../../lib/route-set';

/** The `{-$set}` parameter that keeps a link in the page's own route set. */
export function setParam(routeSet: RouteSet): { set: 'pc' | 'mobile' | undefined } {
  return { set: routeSet === 'shared' ? undefined : routeSet };
}

export const LIST_ROUTE = '/{-$set}/personalizedList';
export const DETAIL_ROUTE = '/{-$set}/personalizedList/detail';
