// What route files need: the loader, the lazily loaded screen and the detail page's actions. It
// carries no screen code, so the app's first download stays small; other features use `index.ts`.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { userState } from '../account';
import { cartListQueryOptions } from './api';
import { loadCartMessages } from './messages';

/** The cart's screen, loaded with its own chunk. */
export const CartPage = lazyRouteComponent(() => import('./pages/CartPage'), 'CartPage');

/**
 * The cart's route loader: its screen, its words and, for a signed-in member, the lines. A
 * visitor sees the sign-in prompt, so nothing personal is asked.
 */
export async function loadCartRoute(queryClient: QueryClient): Promise<void> {
  const lines = userState.userInfo
    ? queryClient.ensureQueryData(cartListQueryOptions()).catch(() => undefined)
    : undefined;
  await Promise.all([CartPage.preload?.(), loadCartMessages(), lines]);
}

export { useGoodsCartActions } from './detail-actions';
export type { CartRouteSet } from './paths';
