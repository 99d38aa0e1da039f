import { createFileRoute } from '@tanstack/react-router';
import {
  lowStockSettingQuery,
  placesSettingQuery,
  secondFactorSettingQuery,
} from '../../features/settings/api';
import { SettingsPage } from '../../features/settings/pages/SettingsPage';

export const Route = createFileRoute('/_console/settings')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(secondFactorSettingQuery),
      context.queryClient.ensureQueryData(lowStockSettingQuery),
      context.queryClient.ensureQueryData(placesSettingQuery),
    ]),
  component: SettingsPage,
});
