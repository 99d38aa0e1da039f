import { linkOptions } from '@tanstack/react-router';
import { setParam, type RouteSet } from '../route-set';
import type { MemberSearch } from './search';

/**
 * A link to the member area of a route set, at the screen `search` names. The desktop set's
 * area has an address of its own (spec §2), the shared and phone sets share one route.
 */
export function memberAreaLink(routeSet: RouteSet, search: MemberSearch) {
  if (routeSet === 'pc') return linkOptions({ to: '/pc/personal/my', search });
  return linkOptions({ to: '/{-$set}/personal', params: setParam(routeSet), search });
}
