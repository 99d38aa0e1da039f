import { createFileRoute } from '@tanstack/react-router';
import { afterSalesListQuery } from '../../../features/aftersales/api';
import { AfterSalesListPage } from '../../../features/aftersales/pages/AfterSalesListPage';
import { validateAfterSalesSearch } from '../../../features/aftersales/search';

export const Route = createFileRoute('/_console/aftersales/')({
  validateSearch: validateAfterSalesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(afterSalesListQuery(deps)),
  component: AfterSalesRoute,
});

function AfterSalesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AfterSalesListPage search={search} onSearch={(next) => void navigate({ search: next })} />
  );
}
