import { createFileRoute } from '@tanstack/react-router';
import {
  careListQueryOptions,
  currentLang,
  loadAppointmentsMessages,
  WashingListPage,
} from '../../features/appointments/routing';
import { RoutePending } from '../../ui/screens/RouteStates';

export const Route = createFileRoute('/washing/washingList')({
  staticData: { siteMap: { entry: 'careServices', sets: ['shared'] } },
  loader: async ({ context }) => {
    const lang = currentLang();
    await Promise.all([
      context.queryClient.ensureQueryData(careListQueryOptions(lang)),
      WashingListPage.preload?.(),
      loadAppointmentsMessages(),
    ]);
    return 'shared' as const;
  },
  pendingComponent: RoutePending,
  component: function SharedWashingListRoute() {
    return <WashingListPage routeSet={Route.useLoaderData()} />;
  },
});
