import { createFileRoute } from '@tanstack/react-router';
import {
  careListQueryOptions,
  currentLang,
  loadAppointmentsMessages,
  WashingDetailPage,
} from '../../../../features/appointments/routing';
import { careSearch } from '../../../../features/appointments/search-params';
import { routeSetOf } from '../../../../lib/route-set';
import { RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/otherPages/washing/washingDetail')({
  validateSearch: careSearch,
  loader: async ({ context, params }) => {
    const routeSet = routeSetOf(params.set);
    const lang = currentLang();
    await Promise.all([
      context.queryClient.ensureQueryData(careListQueryOptions(lang)),
      WashingDetailPage.preload?.(),
      loadAppointmentsMessages(),
    ]);
    return routeSet;
  },
  pendingComponent: RoutePending,
  component: function WashingDetailRoute() {
    return <WashingDetailPage routeSet={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
