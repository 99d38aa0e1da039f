import { createFileRoute } from '@tanstack/react-router';
import {
  OrderPage,
  loadCheckoutScreen,
  validateOrderSearch,
} from '../../features/checkout/routing';

export const Route = createFileRoute('/productList/order')({
  validateSearch: validateOrderSearch,
  loader: () => loadCheckoutScreen(OrderPage),
  component: function SharedOrderRoute() {
    return <OrderPage search={Route.useSearch()} routeSet="shared" />;
  },
});
