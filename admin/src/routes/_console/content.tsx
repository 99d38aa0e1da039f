import { createFileRoute } from '@tanstack/react-router';
import { homeEditorQuery } from '../../features/content/api';
import { ContentPage } from '../../features/content/pages/ContentPage';
import { validateContentSearch } from '../../features/content/search';

export const Route = createFileRoute('/_console/content')({
  validateSearch: validateContentSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(homeEditorQuery),
  component: ContentRoute,
});

function ContentRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ContentPage tab={tab} onTab={(next) => void navigate({ search: { tab: next } })} />;
}
