import { createFileRoute } from '@tanstack/react-router';
import { dashboardQuery } from '../../features/dashboard/api';
import { DashboardPage } from '../../features/dashboard/pages/DashboardPage';

export const Route = createFileRoute('/_console/dashboard')({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQuery),
  component: DashboardPage,
});
