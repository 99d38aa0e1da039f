import { createFileRoute, notFound } from '@tanstack/react-router';
import { invoiceQuery } from '../../../features/invoices/api';
import { InvoicePage } from '../../../features/invoices/pages/InvoicePage';

const idOf = (param: string) => {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
};

export const Route = createFileRoute('/_console/invoices/$invoiceId')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(invoiceQuery(idOf(params.invoiceId))),
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { invoiceId } = Route.useParams();
  return <InvoicePage invoiceId={Number(invoiceId)} />;
}
