// What route files need: validators, loaders and the lazily loaded screens. It carries no
// component code, so the app's first download stays small; other features use `index.ts`.
import { lazyRouteComponent } from '@tanstack/react-router';
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

export { orderSearchSchema, paySearchSchema } from './search-params';
export type { OrderSearch, PaySearch } from './search-params';
