import { createFileRoute } from '@tanstack/react-router';
import { piecesQuery } from '../../../features/catalogue/api';
import { PiecesPage } from '../../../features/catalogue/pages/PiecesPage';
import { validatePiecesSearch } from '../../../features/catalogue/search';

export const Route = createFileRoute('/_console/catalogue/pieces')({
  validateSearch: validatePiecesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(piecesQuery(deps)),
  component: PiecesRoute,
});

function PiecesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PiecesPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
