import type { QueryClient } from '@tanstack/react-query';
import type { Lang } from '../../lib/lang';
import { userState } from '../account';
import { storeCityQueryOptions, storeListQueryOptions } from '../stores';
import {
  appointmentQueryOptions,
  appointmentsQueryOptions,
  careListQueryOptions,
  reserveOptionsQueryOptions,
} from './api';
import type { WashingSearch } from './search-params';
import type { WashingStep } from './washing-steps';

/** What a booking form needs: the boutiques, their cities and, for a member, the options. */
export function loadBookingData(queryClient: QueryClient, lang: Lang): Promise<unknown>[] {
  return [
    queryClient.ensureQueryData(storeCityQueryOptions(lang)),
    queryClient.ensureQueryData(storeListQueryOptions(lang)),
    ...(userState.userInfo ? [queryClient.ensureQueryData(reserveOptionsQueryOptions(lang))] : []),
  ];
}

/** A washing page's data; a failure is left for the page to show, with a way to ask again. */
export async function loadWashingData(
  queryClient: QueryClient,
  lang: Lang,
  step: WashingStep,
  search: WashingSearch,
): Promise<void> {
  const member = userState.userInfo !== null;
  const wanted: Promise<unknown>[] = [queryClient.ensureQueryData(careListQueryOptions(lang))];
  if (step === 'washingStore') wanted.push(...loadBookingData(queryClient, lang));
  if (step === 'washingSuccess' && member && search.id !== undefined) {
    wanted.push(queryClient.ensureQueryData(appointmentQueryOptions(lang, search.id)));
  }
  await Promise.all(wanted.map((promise) => promise.catch(() => undefined)));
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
