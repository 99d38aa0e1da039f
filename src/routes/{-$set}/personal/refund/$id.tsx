import { createFileRoute, redirect } from '@tanstack/react-router';
import { RefundScreen, loadRefund } from '../../../../features/orders';
import { memberSetOf, ordersLink, pathId } from '../../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/personal/refund/$id')({
  staticData: { memberScreen: 'refund' },
  beforeLoad: ({ params }) => {
    const routeSet = memberSetOf(params.set);
    const refundId = pathId(params.id);
    // Without an id there is nothing to show: the order list instead.
    if (refundId === undefined) throw redirect({ ...ordersLink(routeSet), replace: true });
    return { refundId };
  },
  loader: ({ context }) => loadRefund(context.queryClient, context.refundId),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: function RefundRoute() {
    return <RefundScreen refundId={Route.useRouteContext().refundId} />;
  },
});
