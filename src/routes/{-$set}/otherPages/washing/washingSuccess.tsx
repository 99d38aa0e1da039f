import { createFileRoute } from '@tanstack/react-router';
import {
  currentLang,
  ensureBookedAppointment,
  loadAppointmentsMessages,
  WashingSuccessPage,
} from '../../../../features/appointments/routing';
import { bookedSearch } from '../../../../features/appointments/search-params';
import { routeSetOf } from '../../../../lib/route-set';
import { RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/otherPages/washing/washingSuccess')({
  validateSearch: bookedSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, params, deps }) => {
    const routeSet = routeSetOf(params.set);
    const lang = currentLang();
    await Promise.all([
      ensureBookedAppointment(context.queryClient, lang, deps.id),
      WashingSuccessPage.preload?.(),
      loadAppointmentsMessages(),
    ]);
    return routeSet;
  },
  pendingComponent: RoutePending,
  component: function WashingSuccessRoute() {
    return <WashingSuccessPage routeSet={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
