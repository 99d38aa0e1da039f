// What route files need: the search schema, the loader and the lazily loaded screen. It
// carries no screen code, so the app's first download stays small.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { routeSetOf, type RouteSet } from '../../lib/route-set';
import { appState } from '../app';
import { storeCityQueryOptions, storeListQueryOptions } from './api';
import { loadStoresMessages } from './messages';

/** The store locator's screen, loaded with its own chunk. */
export const BoutiquePage = lazyRouteComponent(
  () => import('./pages/BoutiquePage'),
  'BoutiquePage',
);

/** The store locator's loader: its screen, its words, the cities and the boutiques. */
export async function loadBoutiqueRoute(
  queryClient: QueryClient,
  set: string | undefined,
): Promise<RouteSet> {
  const routeSet = routeSetOf(set);
  const lang = appState.lang;
  await Promise.all([
    BoutiquePage.preload?.(),
    loadStoresMessages(),
    queryClient.ensureQueryData(storeCityQueryOptions(lang)),
    queryClient.ensureQueryData(storeListQueryOptions(lang)),
  ]);
  return routeSet;
}

export { boutiqueSearchSchema, type BoutiqueSearch } from './search-params';
