import type { AppPath } from './app-path';
import type { RouteSet } from './route-set';

// The site map (spec §2's webMap and websiteMap) lists the pages its routes list themselves in:
// a route names its entry in its `staticData`, so the map cannot link to an address that is
// gone. Pages that show one thing (a product, an order, a campaign) are reached from their lists
// and name no entry.

/** The site map's entries by group, in the order the map shows them. */
export const SITE_MAP = {
  shop: ['home', 'collections', 'personalisation', 'search', 'bag'],
  services: ['boutiques', 'care', 'careServices'],
  campaigns: ['campaigns', 'stories'],
  help: ['documents', 'questions', 'returns', 'delivery', 'payment', 'terms', 'privacy'],
  account: ['account', 'signIn', 'register'],
} as const;

export type SiteMapGroup = keyof typeof SITE_MAP;
export type SiteMapEntry = (typeof SITE_MAP)[SiteMapGroup][number];

export const ALL_ROUTE_SETS: readonly RouteSet[] = ['shared', 'pc', 'mobile'];

/** What a route tells the site map: its entry, in the page sets whose map lists it (all). */
export interface SiteMapListing {
  entry: SiteMapEntry;
  sets?: readonly RouteSet[];
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    siteMap?: SiteMapListing;
  }
}

interface ListedRoute {
  /** The route's path as a link names it (its full path without a closing slash). */
  to: AppPath;
  options: { staticData?: { siteMap?: SiteMapListing } };
}

/**
 * The site map of a page set, from the app's routes: each group with, for each entry, the path
 * of the route that lists it in that set. An entry no route lists for the set is left out.
 */
export function siteMapOf(
  routes: Iterable<ListedRoute>,
  routeSet: RouteSet,
): { group: SiteMapGroup; links: { entry: SiteMapEntry; to: AppPath }[] }[] {
  const pathOf = new Map<SiteMapEntry, AppPath>();
  for (const route of routes) {
    const listing = route.options.staticData?.siteMap;
    if (listing && (listing.sets ?? ALL_ROUTE_SETS).includes(routeSet)) {
      pathOf.set(listing.entry, route.to);
    }
  }
  return (Object.keys(SITE_MAP) as SiteMapGroup[]).map((group) => ({
    group,
    links: SITE_MAP[group].flatMap((entry) => {
      const to = pathOf.get(entry);
      return to === undefined ? [] : [{ entry, to }];
    }),
  }));
}
