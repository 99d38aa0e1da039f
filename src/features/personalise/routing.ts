// What route files need: the search schemas, the loaders and the lazily loaded screens. It carries
// no screen code, so the app's first download stays small.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-client';
import { routeSetOf, type RouteSet } from '../../lib/route-set';
import { appState } from '../app';
import { customGoodsQueryOptions, customOptionsQueryOptions } from './api';
import { loadPersonaliseMessages } from './messages';

export const PersonalisedListPage = lazyRouteComponent(
  () => import('./pages/PersonalisedListPage'),
  'PersonalisedListPage',
);
export const PersonalisedDetailPage = lazyRouteComponent(
  () => import('./pages/PersonalisedDetailPage'),
  'PersonalisedDetailPage',
);

/** The list's loader: its screen, its words and the page of pieces. Returns the route set. */
export async function loadPersonalisedList(
  queryClient: QueryClient,
  set: string | undefined,
  page = 1,
): Promise<RouteSet> {
  const routeSet = routeSetOf(set);
  await Promise.all([
    PersonalisedListPage.preload?.(),
    loadPersonaliseMessages(),
    queryClient.ensureQueryData(customGoodsQueryOptions(appState.lang, page)),
  ]);
  return routeSet;
}

/** The composer's loader: its screen, its words and the piece's options. */
export async function loadPersonalisedDetail(
  queryClient: QueryClient,
  set: string | undefined,
  goodsId: number,
): Promise<RouteSet> {
  const routeSet = routeSetOf(set);
  await Promise.all([
    PersonalisedDetailPage.preload?.(),
    loadPersonaliseMessages(),
    goodsId > 0 &&
      queryClient
        .ensureQueryData(customOptionsQueryOptions(goodsId, appState.lang))
        .catch(sayUnknownPieceOnItsPage),
  ]);
  return routeSet;
}

/**
 * A piece the shop refuses to personalise is the composer's to say. Any other failure is the
 * route's error.
 */
function sayUnknownPieceOnItsPage(error: unknown): undefined {
  if (error instanceof ApiError) return undefined;
  throw error;
}

export {
  personalisedDetailSearchSchema,
  personalisedListSearchSchema,
  type PersonalisedDetailSearch,
  type PersonalisedListSearch,
} from './search-params';
