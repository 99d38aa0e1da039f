import { createFileRoute } from '@tanstack/react-router';
import { orderQuery } from '../../../features/orders/api';
import { PackingSlipPage } from '../../../features/orders/pages/PackingSlipPage';

export const Route = createFileRoute('/_console/orders/slip/$orderNo')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(orderQuery(params.orderNo)),
  component: PackingSlipRoute,
});

function PackingSlipRoute() {
  const { orderNo } = Route.useParams();
  return <PackingSlipPage orderNo={orderNo} />;
}
