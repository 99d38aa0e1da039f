import { createFileRoute } from '@tanstack/react-router';
import {
  careListQueryOptions,
  currentLang,
  loadAppointmentsMessages,
  WashingListPage,
} from '../../../../features/appointments/routing';
import { routeSetOf } from '../../../../lib/route-set';
import { RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/otherPages/washing/washingList')({
  staticData: { siteMap: { entry: 'careServices', sets: ['pc', 'mobile'] } },
  loader: async ({ context, params }) => {
    const routeSet = routeSetOf(params.set);
    const lang = currentLang();
    await Promise.all([
      context.queryClient.ensureQueryData(careListQueryOptions(lang)),
      WashingListPage.preload?.(),
      loadAppointmentsMessages(),
    ]);
    return routeSet;
  },
  pendingComponent: RoutePending,
  component: function WashingListRoute() {
    return <WashingListPage routeSet={Route.useLoaderData()} />;
  },
});
