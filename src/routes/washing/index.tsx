import { createFileRoute } from '@tanstack/react-router';
import {
  careListQueryOptions,
  currentLang,
  loadAppointmentsMessages,
  WashingHomePage,
} from '../../features/appointments/routing';
import { RoutePending } from '../../ui/screens/RouteStates';

export const Route = createFileRoute('/washing/')({
  staticData: { siteMap: { entry: 'care', sets: ['shared'] } },
  loader: async ({ context }) => {
    const lang = currentLang();
    await Promise.all([
      context.queryClient.ensureQueryData(careListQueryOptions(lang)),
      WashingHomePage.preload?.(),
      loadAppointmentsMessages(),
    ]);
    return 'shared' as const;
  },
  pendingComponent: RoutePending,
  component: function SharedWashingHomeRoute() {
    return <WashingHomePage routeSet={Route.useLoaderData()} />;
  },
});
