import { linkOptions } from '@tanstack/react-router';
import { setParam, type RouteSet } from '../../lib/route-set';

// The topics' pages under /advertising, by the names each page set gives them (spec §2): the
// phone's are advertisingHome, advertisingWaterfall and advertisingDetails.

/** A campaign, or every campaign. */
export function campaignLink(routeSet: RouteSet, id?: number) {
  return routeSet === 'mobile'
    ? linkOptions({
        to: '/{-$set}/advertising/advertisingHome',
        params: setParam(routeSet),
        search: { id },
      })
    : linkOptions({
        to: '/{-$set}/advertising/homePage',
        params: setParam(routeSet),
        search: { id },
      });
}

/** A group's stories in a waterfall, or every story. */
export function storiesLink(routeSet: RouteSet, groupId?: number) {
  return routeSet === 'mobile'
    ? linkOptions({
        to: '/{-$set}/advertising/advertisingWaterfall',
        params: setParam(routeSet),
        search: { group_id: groupId },
      })
    : linkOptions({
        to: '/{-$set}/advertising/waterfallList',
        params: setParam(routeSet),
        search: { group_id: groupId },
      });
}

/** A story. */
export function storyLink(routeSet: RouteSet, id: number) {
  return routeSet === 'shared'
    ? linkOptions({
        to: '/{-$set}/advertising/details',
        params: setParam(routeSet),
        search: { id },
      })
    : linkOptions({
        to: '/{-$set}/advertising/advertisingDetails',
        params: setParam(routeSet),
        search: { id },
      });
}
