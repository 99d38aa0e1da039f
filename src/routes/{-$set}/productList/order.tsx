import { createFileRoute } from '@tanstack/react-router';
import {
  OrderPage,
  loadCheckoutScreen,
  validateOrderSearch,
} from '../../../features/checkout/routing';
import { routeSetOf } from '../../../lib/route-set';

export const Route = createFileRoute('/{-$set}/productList/order')({
  validateSearch: validateOrderSearch,
  loader: async ({ params }) => {
    const routeSet = routeSetOf(params.set);
    await loadCheckoutScreen(OrderPage);
    return routeSet;
  },
  component: function OrderRoute() {
    return <OrderPage search={Route.useSearch()} routeSet={Route.useLoaderData()} />;
  },
});
