import type { QueryClient } from '@tanstack/react-query';
import type { Lang } from '../../lib/lang';
import { userState } from '../account';
import { storeCityQueryOptions, storeListQueryOptions } from '../stores';
import { appointmentsQueryOptions, reserveOptionsQueryOptions } from './api';

/** What a booking form needs: the boutiques, their cities and, for a member, the options. */
export function loadBookingData(queryClient: QueryClient, lang: Lang): Promise<unknown>[] {
  return [
    queryClient.ensureQueryData(storeCityQueryOptions(lang)),
    queryClient.ensureQueryData(storeListQueryOptions(lang)),
    ...(userState.userInfo ? [queryClient.ensureQueryData(reserveOptionsQueryOptions(lang))] : []),
  ];
}

/** The member area's appointments screen: a page of its list or, when booking, the form's data. */
export async function loadAppointmentsData(
  queryClient: QueryClient,
  lang: Lang,
  booking: boolean,
  page: number,
): Promise<void> {
  await Promise.all(
    booking
      ? loadBookingData(queryClient, lang)
      : [queryClient.ensureQueryData(appointmentsQueryOptions(lang, page))],
  );
}
