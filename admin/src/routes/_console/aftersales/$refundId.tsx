import { createFileRoute, notFound } from '@tanstack/react-router';
import { afterSalesQuery } from '../../../features/aftersales/api';
import { AfterSalesPage } from '../../../features/aftersales/pages/AfterSalesPage';

const idOf = (param: string) => {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
};

export const Route = createFileRoute('/_console/aftersales/$refundId')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(afterSalesQuery(idOf(params.refundId))),
  component: AfterSalesRoute,
});

function AfterSalesRoute() {
  const { refundId } = Route.useParams();
  return <AfterSalesPage refundId={Number(refundId)} />;
}
