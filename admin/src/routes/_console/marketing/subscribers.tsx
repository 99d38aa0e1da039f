import { createFileRoute } from '@tanstack/react-router';
import { subscribersQuery } from '../../../features/marketing/api';
import { SubscribersPage } from '../../../features/marketing/pages/SubscribersPage';
import { validateSubscribersSearch } from '../../../features/marketing/search';

export const Route = createFileRoute('/_console/marketing/subscribers')({
  validateSearch: validateSubscribersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(subscribersQuery(deps)),
  component: SubscribersRoute,
});

function SubscribersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SubscribersPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
