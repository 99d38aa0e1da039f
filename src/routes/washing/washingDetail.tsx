import { createFileRoute } from '@tanstack/react-router';
import {
  careListQueryOptions,
  currentLang,
  loadAppointmentsMessages,
  WashingDetailPage,
} from '../../features/appointments/routing';
import { careSearch } from '../../features/appointments/search-params';
import { RoutePending } from '../../ui/screens/RouteStates';

export const Route = createFileRoute('/washing/washingDetail')({
  validateSearch: careSearch,
  loader: async ({ context }) => {
    const lang = currentLang();
    await Promise.all([
      context.queryClient.ensureQueryData(careListQueryOptions(lang)),
      WashingDetailPage.preload?.(),
      loadAppointmentsMessages(),
    ]);
    return 'shared' as const;
  },
  pendingComponent: RoutePending,
  component: function SharedWashingDetailRoute() {
    return <WashingDetailPage routeSet={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
