import { createFileRoute } from '@tanstack/react-router';
import { appointmentsQuery, boutiquesQuery } from '../../features/appointments/api';
import { AppointmentsPage } from '../../features/appointments/pages/AppointmentsPage';
import { validateAppointmentsSearch } from '../../features/appointments/search';

export const Route = createFileRoute('/_console/appointments')({
  validateSearch: validateAppointmentsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(boutiquesQuery);
    if (deps.view !== 'day') await context.queryClient.ensureQueryData(appointmentsQuery(deps));
  },
  component: AppointmentsRoute,
});

function AppointmentsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AppointmentsPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
