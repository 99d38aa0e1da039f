import { createFileRoute } from '@tanstack/react-router';
import {
  careListQueryOptions,
  currentLang,
  loadAppointmentsMessages,
  WashingHomePage,
} from '../../../../features/appointments/routing';
import { routeSetOf } from '../../../../lib/route-set';
import { RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/otherPages/washing/')({
  staticData: { siteMap: { entry: 'care', sets: ['pc', 'mobile'] } },
  loader: async ({ context, params }) => {
    const routeSet = routeSetOf(params.set);
    const lang = currentLang();
    await Promise.all([
      context.queryClient.ensureQueryData(careListQueryOptions(lang)),
      WashingHomePage.preload?.(),
      loadAppointmentsMessages(),
    ]);
    return routeSet;
  },
  pendingComponent: RoutePending,
  component: function WashingHomeRoute() {
    return <WashingHomePage routeSet={Route.useLoaderData()} />;
  },
});
