import { createFileRoute, redirect } from '@tanstack/react-router';
import { OrderDetailScreen, loadOrderDetail } from '../../../../../features/orders';
import { ordersLink, pathId } from '../../../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/pc/personal/my/orders/$id')({
  staticData: { memberScreen: 'order' },
  beforeLoad: ({ params }) => {
    const orderId = pathId(params.id);
    // Without an id there is nothing to show: the order list instead.
    if (orderId === undefined) throw redirect({ ...ordersLink('pc'), replace: true });
    return { orderId };
  },
  loader: ({ context }) => loadOrderDetail(context.queryClient, context.orderId),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: function OrderDetailPcRoute() {
    return <OrderDetailScreen orderId={Route.useRouteContext().orderId} />;
  },
});
