import { createFileRoute } from '@tanstack/react-router';
import { couponsQuery } from '../../../features/marketing/api';
import { CouponsPage } from '../../../features/marketing/pages/CouponsPage';
import { validateCouponsSearch } from '../../../features/marketing/search';

export const Route = createFileRoute('/_console/marketing/')({
  validateSearch: validateCouponsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(couponsQuery(deps)),
  component: CouponsRoute,
});

function CouponsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CouponsPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
