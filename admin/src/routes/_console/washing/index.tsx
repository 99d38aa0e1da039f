import { createFileRoute } from '@tanstack/react-router';
import { washingListQuery } from '../../../features/washing/api';
import { WashingListPage } from '../../../features/washing/pages/WashingListPage';
import { validateWashingSearch } from '../../../features/washing/search';

export const Route = createFileRoute('/_console/washing/')({
  validateSearch: validateWashingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(washingListQuery(deps)),
  component: WashingRoute,
});

function WashingRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <WashingListPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
