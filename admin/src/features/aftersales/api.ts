import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AfterSalesReceiveBody,
  ConsoleAfterSalesDetail,
  ConsoleAfterSalesPage,
} from '../../../../contract/console-aftersales';
import { get, post } from '../../lib/http';
import type { AfterSalesSearch } from './search';
import { queryRoots } from '../../lib/query-keys';

export const AFTERSALES_PAGE_SIZE = 20;

/** The queue opens on the requests someone still has to act on. */
export const afterSalesListQuery = (search: AfterSalesSearch) =>
  queryOptions({
    queryKey: [...queryRoots.aftersales, 'list', search],
    queryFn: () =>
      get<ConsoleAfterSalesPage>('/aftersales', {
        ...search,
        state: search.state ?? 'open',
        page_size: AFTERSALES_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

export const afterSalesQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryRoots.aftersales, 'detail', id],
    queryFn: () => get<ConsoleAfterSalesDetail>(`/aftersales/${id}`),
  });

/** A decision on one request, each call answering the request as it is now. */
export type AfterSalesDecision =
  | { action: 'review' | 'agree' | 'refund' }
  | { action: 'refuse'; reason: string }
  | ({ action: 'receive' } & AfterSalesReceiveBody);

export function useDecideAfterSales(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: AfterSalesDecision) =>
      post<ConsoleAfterSalesDetail>(`/aftersales/${id}/${action}`, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(afterSalesQuery(detail.id).queryKey, detail);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: afterSalesListQuery({}).queryKey.slice(0, 2) }),
        queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
        queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
      ]);
    },
    // A refusal (decided meanwhile) leaves the page showing the request as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: afterSalesQuery(id).queryKey }),
  });
}
