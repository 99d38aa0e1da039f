import { createFileRoute } from '@tanstack/react-router';
import { secondFactorSettingQuery } from '../../features/settings/api';
import { SettingsPage } from '../../features/settings/pages/SettingsPage';

export const Route = createFileRoute('/_console/settings')({
  loader: ({ context }) => context.queryClient.ensureQueryData(secondFactorSettingQuery),
  component: SettingsPage,
});
