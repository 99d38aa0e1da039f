import { createFileRoute } from '@tanstack/react-router';
import { orderQuery } from '../../../features/orders/api';
import { OrderPage } from '../../../features/orders/pages/OrderPage';

export const Route = createFileRoute('/_console/orders/$orderNo')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(orderQuery(params.orderNo)),
  component: OrderRoute,
});

function OrderRoute() {
  const { orderNo } = Route.useParams();
  return <OrderPage orderNo={orderNo} />;
}
