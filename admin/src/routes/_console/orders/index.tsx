import { createFileRoute } from '@tanstack/react-router';
import { ordersQuery } from '../../../features/orders/api';
import { OrdersPage } from '../../../features/orders/pages/OrdersPage';
import { validateOrdersSearch } from '../../../features/orders/search';

export const Route = createFileRoute('/_console/orders/')({
  validateSearch: validateOrdersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ordersQuery(deps)),
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OrdersPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
