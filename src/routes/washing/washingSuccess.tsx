import { createFileRoute } from '@tanstack/react-router';
import {
  currentLang,
  ensureBookedAppointment,
  loadAppointmentsMessages,
  WashingSuccessPage,
} from '../../features/appointments/routing';
import { bookedSearch } from '../../features/appointments/search-params';
import { RoutePending } from '../../ui/screens/RouteStates';

export const Route = createFileRoute('/washing/washingSuccess')({
  validateSearch: bookedSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    const lang = currentLang();
    await Promise.all([
      ensureBookedAppointment(context.queryClient, lang, deps.id),
      WashingSuccessPage.preload?.(),
      loadAppointmentsMessages(),
    ]);
    return 'shared' as const;
  },
  pendingComponent: RoutePending,
  component: function SharedWashingSuccessRoute() {
    return <WashingSuccessPage routeSet={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
