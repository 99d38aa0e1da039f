// What the washing routes need besides their pages: the search schemas, the words and the data
// each step opens with. It carries no screen code, so the app's first download stays small.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { Lang } from '../../lib/lang';
import { userState } from '../account';
import { appState } from '../app';
import { appointmentQueryOptions } from './api';

// The pages, each loaded with its own chunk (the route's loader asks for it with the data).
export const WashingHomePage = lazyRouteComponent(
  () => import('./pages/washing/WashingHome'),
  'WashingHomePage',
);
export const WashingListPage = lazyRouteComponent(
  () => import('./pages/washing/WashingList'),
  'WashingListPage',
);
export const WashingDetailPage = lazyRouteComponent(
  () => import('./pages/washing/WashingDetail'),
  'WashingDetailPage',
);
export const WashingStorePage = lazyRouteComponent(
  () => import('./pages/washing/WashingStore'),
  'WashingStorePage',
);
export const WashingSuccessPage = lazyRouteComponent(
  () => import('./pages/washing/WashingSuccess'),
  'WashingSuccessPage',
);

/** The shopper's language, which the washing pages' data is asked in. */
export const currentLang = (): Lang => appState.lang;

/**
 * The appointment a success page shows. Only a member's: a visitor is asked to sign in by the
 * page, and a page without an id says the appointment could not be found.
 */
export async function ensureBookedAppointment(
  queryClient: QueryClient,
  lang: Lang,
  id: number | undefined,
): Promise<void> {
  if (userState.userInfo === null || id === undefined) return;
  await queryClient.ensureQueryData(appointmentQueryOptions(lang, id));
}

export { careListQueryOptions } from './api';
export { loadBookingData } from './loader';
export { loadAppointmentsMessages } from './messages';
export type { BookedSearch, CareSearch } from './search-params';
