import { linkOptions } from '@tanstack/react-router';
import type { RouteSet } from '../../../../lib/route-set';

// The washing pages of a page set: /washing/… in the shared set, /pc/otherPages/washing/… and
// /mobile/otherPages/washing/… in the others (spec §2).

export function washingHomeLink(routeSet: RouteSet) {
  return routeSet === 'shared'
    ? linkOptions({ to: '/washing' })
    : linkOptions({ to: '/{-$set}/otherPages/washing', params: { set: routeSet } });
}

export function washingListLink(routeSet: RouteSet) {
  return routeSet === 'shared'
    ? linkOptions({ to: '/washing/washingList' })
    : linkOptions({ to: '/{-$set}/otherPages/washing/washingList', params: { set: routeSet } });
}

/** A care service's page. */
export function washingDetailLink(routeSet: RouteSet, id: number) {
  return routeSet === 'shared'
    ? linkOptions({ to: '/washing/washingDetail', search: { id } })
    : linkOptions({
        to: '/{-$set}/otherPages/washing/washingDetail',
        params: { set: routeSet },
        search: { id },
      });
}

/** The booking of a care service. */
export function washingStoreLink(routeSet: RouteSet, id: number) {
  return routeSet === 'shared'
    ? linkOptions({ to: '/washing/washingStore', search: { id } })
    : linkOptions({
        to: '/{-$set}/otherPages/washing/washingStore',
        params: { set: routeSet },
        search: { id },
      });
}

/** What was booked: the appointment's page. */
export function washingSuccessLink(routeSet: RouteSet, id: number) {
  return routeSet === 'shared'
    ? linkOptions({ to: '/washing/washingSuccess', search: { id } })
    : linkOptions({
        to: '/{-$set}/otherPages/washing/washingSuccess',
        params: { set: routeSet },
        search: { id },
      });
}
