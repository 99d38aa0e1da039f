import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WashingState } from '../../../../contract/appointment';
import type { ConsoleBoutique } from '../../../../contract/console-appointments';
import type {
  ConsoleWashingPage,
  ConsoleWashingRequest,
} from '../../../../contract/console-washing';
import { get, post } from '../../lib/http';
import type { WashingSearch } from './search';
import { queryRoots } from '../../lib/query-keys';

export const WASHING_PAGE_SIZE = 20;

export const washingBoutiquesQuery = queryOptions({
  queryKey: [...queryRoots.washing, 'boutiques'],
  queryFn: () => get<ConsoleBoutique[]>('/washing/boutiques'),
  staleTime: 5 * 60_000,
});

export const washingListQuery = (search: WashingSearch) =>
  queryOptions({
    queryKey: [...queryRoots.washing, 'list', search],
    queryFn: () => get<ConsoleWashingPage>('/washing', { ...search, page_size: WASHING_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const washingRequestQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryRoots.washing, 'detail', id],
    queryFn: () => get<ConsoleWashingRequest>(`/washing/${id}`),
  });

export type WashingAction =
  | { kind: 'price'; price: number }
  | { kind: 'progress'; to: WashingState }
  | { kind: 'notice'; notice: string };

/** One change to a request, made from the version the staff member saw. */
export function useWashingAction(request: Pick<ConsoleWashingRequest, 'id' | 'version'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...rest }: WashingAction) =>
      post<ConsoleWashingRequest>(`/washing/${request.id}/${kind}`, {
        version: request.version,
        ...rest,
      }),
    onSuccess: (changed) =>
      queryClient.setQueryData(washingRequestQuery(changed.id).queryKey, changed),
    // The lists and the audit are read again in the background: the change is done (its reply
    // is drawn at once), and the next step's button is not held by a slow refresh.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryRoots.washing });
      void queryClient.invalidateQueries({ queryKey: queryRoots.audit });
    },
  });
}
