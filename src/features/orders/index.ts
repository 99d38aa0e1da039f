// The orders feature's public face. The member area shows its screens (tabs `orders`, `order`
// and `refund`, handed to it by its route through src/features/hosted-screens) in the first
// download, so this stays light: the screens, their data and their words load when one opens.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { OrdersScreenProps } from './screens';

export { ordersScreenOf, type OrdersScreenProps } from './screens';

/** The screen the member area shows for its orders tabs, loaded with its own chunk. */
export const OrdersScreen = /* @__PURE__ */ lazyRouteComponent(
  () => import('./components/OrdersScreen'),
  'OrdersScreen',
);

/** Loads a screen's code, its words and its data (the member area's loader calls it). */
export async function loadOrdersScreen(
  queryClient: QueryClient,
  screen: OrdersScreenProps,
): Promise<void> {
  const [{ loadOrdersData }] = await Promise.all([
    import('./loader'),
    OrdersScreen.preload?.() ?? Promise.resolve(),
  ]);
  await loadOrdersData(queryClient, screen);
}
