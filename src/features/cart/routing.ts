// What route files need: the loader, the lazily loaded screen and the detail page's actions. It
// carries no screen code, so the app's first download stays small; other features use `index.ts`.
import { isCancelledError, type QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { ApiError, CODE_LOGIN_NEEDED, NetworkError } from '../../lib/api-client';
import { LastSeenCopy } from '../../lib/last-seen';
import { routeSetOf, type RouteSet } from '../../lib/route-set';
import { userState } from '../account';
import { appState } from '../app';
import { cartListQueryOptions, hotSaleQueryOptions } from './api';
import { loadCartContents, loadHotSaleGoods } from './contents';
import { loadCartMessages } from './messages';
import { showsSuggestions } from './model';

/** The cart's screen, loaded with its own chunk. */
export const CartPage = lazyRouteComponent(() => import('./pages/CartPage'), 'CartPage');

/**
 * The cart's route loader: its screen, its words and the lines (the member's, or those of the
 * visitor's device bag). Returns the route set.
 */
export async function loadCartRoute(
  queryClient: QueryClient,
  set: string | undefined,
): Promise<RouteSet> {
  const routeSet = routeSetOf(set);
  const lines = queryClient.ensureQueryData(cartListQueryOptions()).catch(answeredByTheBagPage);
  // A member's bag usually has lines: their code loads beside the call instead of after it.
  if (userState.userInfo !== null) inBackground(loadCartContents);
  const contents = lines.then((bag) => {
    const lineCount = bag?.list.length ?? 0;
    if (showsSuggestions(lineCount)) askForSuggestions(queryClient);
    if (lineCount) return loadCartContents();
  });
  await Promise.all([CartPage.preload?.(), loadCartMessages(), contents]);
  return routeSet;
}

/**
 * The suggestions show below an empty or small bag: their code and their call start beside the
 * page's, rather than once the page has drawn; the page's words do not wait for them.
 */
function askForSuggestions(queryClient: QueryClient): void {
  inBackground(loadHotSaleGoods);
  const signedIn = userState.userInfo !== null;
  void queryClient.prefetchQuery(hotSaleQueryOptions(appState.lang, signedIn));
}

/** Starts loading a part; if it fails, the part's own lazy load tries again when it is drawn. */
function inBackground(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/**
 * A bag that meets no network is the cart page's to answer: it shows the bag as last seen on
 * this device, read-only, or says the bag could not be loaded. So is a session that ended
 * elsewhere (a -1 reply): the device forgets it, and the page shows a visitor's bag with the way
 * to sign in again. Forgetting it drops the member's queries, which may cancel this one before
 * its -1 arrives. Any other failure is the route's.
 */
function answeredByTheBagPage(error: unknown): undefined {
  if (error instanceof NetworkError || error instanceof LastSeenCopy) return undefined;
  if (error instanceof ApiError && error.code === CODE_LOGIN_NEEDED) return undefined;
  if (isCancelledError(error)) return undefined;
  throw error;
}

export { useGoodsCartActions } from './detail-actions';
