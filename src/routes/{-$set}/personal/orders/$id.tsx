import { createFileRoute, redirect } from '@tanstack/react-router';
import { OrderDetailScreen, loadOrderDetail } from '../../../../features/orders';
import { memberSetOf, ordersLink, pathId } from '../../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/personal/orders/$id')({
  staticData: { memberScreen: 'order' },
  beforeLoad: ({ params }) => {
    const routeSet = memberSetOf(params.set);
    const orderId = pathId(params.id);
    // Without an id there is nothing to show: the order list instead.
    if (orderId === undefined) throw redirect({ ...ordersLink(routeSet), replace: true });
    return { orderId };
  },
  loader: ({ context }) => loadOrderDetail(context.queryClient, context.orderId),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: function OrderDetailRoute() {
    return <OrderDetailScreen orderId={Route.useRouteContext().orderId} />;
  },
});
