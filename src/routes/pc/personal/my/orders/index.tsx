import { createFileRoute } from '@tanstack/react-router';
import { OrderListScreen, loadOrderList } from '../../../../../features/orders';
import { orderListSearch } from '../../../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/pc/personal/my/orders/')({
  staticData: { memberScreen: 'orders' },
  validateSearch: orderListSearch,
  loaderDeps: ({ search }) => ({ status: search.status, page: search.page }),
  loader: ({ context, deps }) =>
    loadOrderList(context.queryClient, deps.status ?? 'all', deps.page ?? 1),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: function OrderListPcRoute() {
    const { status = 'all', page = 1 } = Route.useSearch();
    return <OrderListScreen status={status} page={page} />;
  },
});
