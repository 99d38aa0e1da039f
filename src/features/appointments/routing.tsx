// What the member area's routes need of the appointments: its screen, loaded with its own chunk.
// It carries no screen code, so the app's first download stays small. The washing service's
// routes have theirs in washing-routing.ts, handed on below.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { userState } from '../account';
import { appState } from '../app';
import { loadAppointmentsData } from './loader';
import { loadAppointmentsMessages } from './messages';

/** The member area's "My appointments", loaded with its own chunk. */
export const AppointmentsScreen = lazyRouteComponent(
  () => import('./components/AppointmentsScreen'),
  'AppointmentsScreen',
);

/** Its loader: the screen, its words and, for a signed-in member, its data. */
export const loadAppointmentsScreen = (
  queryClient: QueryClient,
  search: { booking: boolean; page: number },
) =>
  Promise.all([
    AppointmentsScreen.preload?.(),
    loadAppointmentsMessages(),
    userState.userInfo &&
      loadAppointmentsData(queryClient, appState.lang, search.booking, search.page),
  ]);

export {
  careListQueryOptions,
  currentLang,
  ensureBookedAppointment,
  loadAppointmentsMessages,
  loadBookingData,
  WashingDetailPage,
  WashingHomePage,
  WashingListPage,
  WashingStorePage,
  WashingSuccessPage,
} from './washing-routing';
