import { createFileRoute } from '@tanstack/react-router';
import {
  OrderPage,
  loadCheckoutScreen,
  validateOrderSearch,
} from '../../../features/checkout/routing';

export const Route = createFileRoute('/mobile/productList/order')({
  validateSearch: validateOrderSearch,
  loader: () => loadCheckoutScreen(OrderPage),
  component: function MobileOrderRoute() {
    return <OrderPage search={Route.useSearch()} routeSet="mobile" />;
  },
});
