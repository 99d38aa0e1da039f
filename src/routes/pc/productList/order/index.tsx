import { createFileRoute } from '@tanstack/react-router';
import {
  OrderPage,
  loadCheckoutScreen,
  validateOrderSearch,
} from '../../../../features/checkout/routing';

export const Route = createFileRoute('/pc/productList/order/')({
  validateSearch: validateOrderSearch,
  loader: () => loadCheckoutScreen(OrderPage),
  component: function PcOrderRoute() {
    return <OrderPage search={Route.useSearch()} routeSet="pc" />;
  },
});
