import { createFileRoute } from '@tanstack/react-router';
import { membersQuery } from '../../../features/members/api';
import { MembersPage } from '../../../features/members/pages/MembersPage';
import { validateMembersSearch } from '../../../features/members/search';

export const Route = createFileRoute('/_console/members/')({
  validateSearch: validateMembersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(membersQuery(deps)),
  component: MembersRoute,
});

function MembersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MembersPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
