import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReservePeriod } from '../../../../contract/appointment';
import type {
  BoutiqueDay,
  ConsoleAppointment,
  ConsoleAppointmentPage,
  ConsoleBoutique,
} from '../../../../contract/console-appointments';
import { get, post } from '../../lib/http';
import type { AppointmentsSearch } from './search';
import { queryRoots } from '../../lib/query-keys';

export const PAGE_SIZE = 20;

export const boutiquesQuery = queryOptions({
  queryKey: [...queryRoots.appointments, 'boutiques'],
  queryFn: () => get<ConsoleBoutique[]>('/appointments/boutiques'),
  staleTime: 5 * 60_000,
});

export const appointmentsQuery = (search: AppointmentsSearch) => {
  const { store_id, from, to, status, page } = search;
  const params = { store_id, from, to, status, page, page_size: PAGE_SIZE };
  return queryOptions({
    queryKey: [...queryRoots.appointments, 'list', params],
    queryFn: () => get<ConsoleAppointmentPage>('/appointments', params),
    placeholderData: keepPreviousData,
  });
};

export const dayQuery = (storeId: number, date: string) =>
  queryOptions({
    queryKey: [...queryRoots.appointments, 'day', storeId, date],
    queryFn: () => get<BoutiqueDay>('/appointments/day', { store_id: storeId, date }),
  });

export type BookingAction =
  | { kind: 'confirm' }
  | { kind: 'complete' }
  | { kind: 'reschedule'; date: string; period: ReservePeriod }
  | { kind: 'cancel'; message: string };

/** One of the boutique's answers to a booking, made from the version the staff member saw. */
export function useBookingAction(booking: Pick<ConsoleAppointment, 'id' | 'version'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...rest }: BookingAction) =>
      post<ConsoleAppointment>(`/appointments/${booking.id}/${kind}`, {
        version: booking.version,
        ...rest,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.appointments }),
        queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
        queryClient.invalidateQueries({ queryKey: queryRoots.dashboard }),
      ]),
  });
}

/** Closes a boutique's day with a reason, or opens it again; answers the day as it is now. */
export function useDayClosing(storeId: number, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: 'close'; reason: string } | { kind: 'reopen' }) =>
      post<BoutiqueDay>(`/appointments/day/${input.kind}`, {
        store_id: storeId,
        date,
        ...(input.kind === 'close' ? { reason: input.reason } : {}),
      }),
    onSuccess: (day) => queryClient.setQueryData(dayQuery(storeId, date).queryKey, day),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.appointments }),
        queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
      ]),
  });
}
