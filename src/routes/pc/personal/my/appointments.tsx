import { createFileRoute } from '@tanstack/react-router';
import { AppointmentsScreen, loadAppointmentsScreen } from '../../../../features/appointments';
import { appointmentsSearch } from '../../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/pc/personal/my/appointments')({
  staticData: { memberScreen: 'appointments' },
  validateSearch: appointmentsSearch,
  loaderDeps: ({ search }) => ({ booking: search.book === 1, page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadAppointmentsScreen(context.queryClient, deps),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: function AppointmentsPcRoute() {
    const { book, store, page = 1 } = Route.useSearch();
    return <AppointmentsScreen booking={book === 1} storeId={store} page={page} />;
  },
});
