// What the washing routes need besides their pages: the search schemas, the words and the data
// each step opens with. It carries no screen code, so the app's first download stays small.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import type { Lang } from '../../lib/lang';
import { rowId } from '../../lib/search-schema';
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

/** washingDetail and washingStore: the care service shown or booked. */
export const careSearch = v.object({ id: rowId() });

/** washingSuccess: the appointment just booked. */
export const bookedSearch = v.object({ id: rowId() });

export type CareSearch = v.InferOutput<typeof careSearch>;
export type BookedSearch = v.InferOutput<typeof bookedSearch>;

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
