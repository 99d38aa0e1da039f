import { createFileRoute } from '@tanstack/react-router';
import { AppointmentsScreen, loadAppointmentsScreen } from '../../../features/appointments';
import { appointmentsSearch, memberSetOf } from '../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/personal/appointments')({
  staticData: { memberScreen: 'appointments' },
  beforeLoad: ({ params }) => void memberSetOf(params.set),
  validateSearch: appointmentsSearch,
  loaderDeps: ({ search }) => ({ booking: search.book === 1, page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadAppointmentsScreen(context.queryClient, deps),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: function AppointmentsRoute() {
    const { book, store, page = 1 } = Route.useSearch();
    return <AppointmentsScreen booking={book === 1} storeId={store} page={page} />;
  },
});
