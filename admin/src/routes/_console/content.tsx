import { createFileRoute } from '@tanstack/react-router';
import { homeEditorQuery } from '../../features/content/api';
import { HomeContentPage } from '../../features/content/pages/HomeContentPage';

export const Route = createFileRoute('/_console/content')({
  loader: ({ context }) => context.queryClient.ensureQueryData(homeEditorQuery),
  component: HomeContentPage,
});
