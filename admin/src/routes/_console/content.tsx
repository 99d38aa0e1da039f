import { createFileRoute } from '@tanstack/react-router';
import { homeEditorQuery } from '../../features/content/api';
import { ContentPage } from '../../features/content/pages/ContentPage';

export const Route = createFileRoute('/_console/content')({
  loader: ({ context }) => context.queryClient.ensureQueryData(homeEditorQuery),
  component: ContentPage,
});
