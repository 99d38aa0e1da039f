// What route files need: validators, loaders and the lazily loaded screens. It carries no
// component code, so the app's first download stays small; other features use `index.ts`.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { readOrderItems } from '../../lib/order-items';
import { userState } from '../account';
import { appState } from '../app';
import { NOTHING_CHOSEN } from './choices';
import { loadCheckoutMessages } from './messages';

export const OrderPage = lazyRouteComponent(() => import('./pages/OrderPage'), 'OrderPage');
export const WxPayPage = lazyRouteComponent(() => import('./pages/WxPayPage'), 'WxPayPage');
export const PayResultPage = lazyRouteComponent(
  () => import('./pages/PayResultPage'),
  'PayResultPage',
);

/** A checkout route's loader: its screen and its words arrive together. */
export async function loadCheckoutScreen(screen: {
  preload?: () => Promise<void> | undefined;
}): Promise<void> {
  await Promise.all([screen.preload?.(), loadCheckoutMessages()]);
}

/**
 * The order page's loader: for a member about to order (no `order_id`), the order's first
 * preview (spec §4: nothing chosen) is asked for beside the page's code rather than once the page
 * has drawn; the page takes its reply, or its failure, as its own.
 */
export async function loadOrderRoute(
  queryClient: QueryClient,
  orderId: number | undefined,
): Promise<void> {
  if (orderId === undefined && userState.userInfo !== null) void askOpeningPreview(queryClient);
  await loadCheckoutScreen(OrderPage);
}

async function askOpeningPreview(queryClient: QueryClient): Promise<void> {
  const lines = readOrderItems();
  if (lines.length === 0) return;
  const { previewQueryOptions } = await import('./api');
  await queryClient.prefetchQuery(previewQueryOptions(lines, NOTHING_CHOSEN, appState.lang));
}

export { orderSearchSchema, paySearchSchema } from './search-params';
export type { OrderSearch, PaySearch } from './search-params';
