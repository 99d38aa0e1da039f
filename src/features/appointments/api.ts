import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  addReserve,
  cancelReserve,
  careList,
  ReserveService,
  reserveList,
  reserveOption,
} from '../../../contract/appointment';
import type { CallInput } from '../../../contract/call';
import { endpoint } from '../../lib/api-client';
import type { Lang } from '../../lib/lang';
import { PERSONAL_QUERY_KEY, refetchAfterChange } from '../../lib/query-client';
import { userState } from '../account';

// The member's appointments are personal (never persisted, never asked without a session); the
// care services are the same for everyone.

const personal = { noLogin: false };
const getOptions = endpoint<typeof reserveOption>('api/user/reserve-option', 'GET', personal);
const getList = endpoint<typeof reserveList>('api/user/reserve-list', 'GET', personal);
const postAdd = endpoint<typeof addReserve>('api/user/add-reserve', 'POST', personal);
const postCancel = endpoint<typeof cancelReserve>('api/user/cancel-reserve', 'POST', personal);
const getCareList = endpoint<typeof careList>('api/washing/care-list', 'GET');

export const APPOINTMENTS_PAGE_SIZE = 20;

const hasSession = () => userState.userInfo !== null;
const personalQuery = { staleTime: 30_000, enabled: hasSession } as const;

export function reserveOptionsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: [...PERSONAL_QUERY_KEY, 'appointments', 'options', lang] as const,
    queryFn: ({ signal }) => getOptions({}, { signal }),
    ...personalQuery,
  });
}

export function appointmentsQueryOptions(lang: Lang, page = 1, service?: ReserveService) {
  return queryOptions({
    queryKey: [
      ...PERSONAL_QUERY_KEY,
      'appointments',
      'list',
      lang,
      page,
      service ?? 'all',
    ] as const,
    queryFn: ({ signal }) =>
      getList({ page, page_size: APPOINTMENTS_PAGE_SIZE, service }, { signal }),
    ...personalQuery,
  });
}

/** One appointment of the member's (the washing success page). */
export function appointmentQueryOptions(lang: Lang, id: number) {
  return queryOptions({
    queryKey: [...PERSONAL_QUERY_KEY, 'appointments', 'one', lang, id] as const,
    queryFn: ({ signal }) => getList({ id }, { signal }),
    select: (reply) => reply.list[0] ?? null,
    ...personalQuery,
  });
}

export function careListQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['washing', 'care', lang] as const,
    queryFn: ({ signal }) => getCareList({}, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** Asks for the options as a visitor: the -1 reply opens the sign-in (dialog or page). */
export function requestSignIn(): Promise<void> {
  return getOptions({}).then(
    () => undefined,
    () => undefined,
  );
}

/** The key prefix of every appointments query, for refreshing after a change. */
const everyAppointmentQuery = () =>
  reserveOptionsQueryOptions('cn').queryKey.slice(0, PERSONAL_QUERY_KEY.length + 1);

export function addReserveMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...PERSONAL_QUERY_KEY, 'appointments', 'add'],
    mutationFn: (input: CallInput<typeof addReserve>) => postAdd(input),
    onSettled: () => refetchAfterChange(queryClient, everyAppointmentQuery()),
  });
}

export function cancelReserveMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...PERSONAL_QUERY_KEY, 'appointments', 'cancel'],
    mutationFn: (id: number) => postCancel({ id }),
    onSettled: () => refetchAfterChange(queryClient, everyAppointmentQuery()),
  });
}
