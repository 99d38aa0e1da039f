import { createFileRoute } from '@tanstack/react-router';
import { staffListQuery } from '../../features/staff/api';
import { StaffPage } from '../../features/staff/pages/StaffPage';

export const Route = createFileRoute('/_console/staff')({
  loader: ({ context }) => context.queryClient.ensureQueryData(staffListQuery),
  component: StaffPage,
});
