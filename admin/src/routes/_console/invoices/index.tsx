import { createFileRoute } from '@tanstack/react-router';
import { invoicesQuery } from '../../../features/invoices/api';
import { InvoicesPage } from '../../../features/invoices/pages/InvoicesPage';
import { validateInvoicesSearch } from '../../../features/invoices/search';

export const Route = createFileRoute('/_console/invoices/')({
  validateSearch: validateInvoicesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(invoicesQuery(deps)),
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InvoicesPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
