import { createFileRoute } from '@tanstack/react-router';
import {
  careListQueryOptions,
  currentLang,
  loadAppointmentsMessages,
  loadBookingData,
  WashingStorePage,
} from '../../features/appointments/routing';
import { careSearch } from '../../features/appointments/search-params';
import { RoutePending } from '../../ui/screens/RouteStates';

export const Route = createFileRoute('/washing/washingStore')({
  validateSearch: careSearch,
  loader: async ({ context }) => {
    const lang = currentLang();
    await Promise.all([
      context.queryClient.ensureQueryData(careListQueryOptions(lang)),
      ...loadBookingData(context.queryClient, lang),
      WashingStorePage.preload?.(),
      loadAppointmentsMessages(),
    ]);
    return 'shared' as const;
  },
  pendingComponent: RoutePending,
  component: function SharedWashingStoreRoute() {
    return <WashingStorePage routeSet={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
