import { createFileRoute } from '@tanstack/react-router';
import { synonymsQuery } from '../../../features/catalogue/api';
import { SearchSettingsPage } from '../../../features/catalogue/pages/SearchSettingsPage';

export const Route = createFileRoute('/_console/catalogue/search')({
  loader: ({ context }) => context.queryClient.ensureQueryData(synonymsQuery),
  component: SearchSettingsPage,
});
