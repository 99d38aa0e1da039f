import { createFileRoute } from '@tanstack/react-router';
import { OrderPage, loadOrderRoute, orderSearchSchema } from '../../../features/checkout/routing';
import { routeSetOf } from '../../../lib/route-set';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/productList/order')({
  validateSearch: orderSearchSchema,
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: async ({ context, params, deps }) => {
    const routeSet = routeSetOf(params.set);
    await loadOrderRoute(context.queryClient, deps.orderId);
    return routeSet;
  },
  pendingComponent: RoutePending,
  component: function OrderRoute() {
    return <OrderPage search={Route.useSearch()} routeSet={Route.useLoaderData()} />;
  },
});
