import { createFileRoute } from '@tanstack/react-router';
import {
  OrderPage,
  loadCheckoutScreen,
  orderSearchSchema,
} from '../../../features/checkout/routing';
import { routeSetOf } from '../../../lib/route-set';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/productList/order')({
  validateSearch: orderSearchSchema,
  loader: async ({ params }) => {
    const routeSet = routeSetOf(params.set);
    await loadCheckoutScreen(OrderPage);
    return routeSet;
  },
  pendingComponent: RoutePending,
  component: function OrderRoute() {
    return <OrderPage search={Route.useSearch()} routeSet={Route.useLoaderData()} />;
  },
});
