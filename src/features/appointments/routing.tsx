// What the member area's routes need of the appointments: its screen, loaded with its own chunk.
// It carries no screen code, so the app's first download stays small. The washing service's
// routes have theirs in washing-routing.ts, handed on below.
import { lazyRouteComponent } from '@tanstack/react-router';
import type { MemberScreens } from '../../lib/member-area/screens';
import { appState } from '../app';
import { loadAppointmentsData } from './loader';
import { loadAppointmentsMessages } from './messages';

/** The member area's "My appointments", loaded with its own chunk. */
const AppointmentsScreen = lazyRouteComponent(
  () => import('./components/AppointmentsScreen'),
  'AppointmentsScreen',
);

export const appointmentScreens = {
  appointments: {
    render: (search) => (
      <AppointmentsScreen
        booking={search.book === 1}
        storeId={search.store}
        page={search.page ?? 1}
      />
    ),
    load: (queryClient, search) =>
      Promise.all([
        AppointmentsScreen.preload?.(),
        loadAppointmentsMessages(),
        loadAppointmentsData(queryClient, appState.lang, search.book === 1),
      ]),
  },
} satisfies Pick<MemberScreens, 'appointments'>;

export {
  bookedSearch,
  careListQueryOptions,
  careSearch,
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
