import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BulkShipReport,
  ConsoleOrderDetail,
  ConsoleOrderPage,
  OrderListFilters,
  ShipInput,
} from '../../../../contract/console-orders';
import { get, http, post } from '../../lib/http';
import type { OrdersSearch } from './search';
import { queryRoots } from '../../lib/query-keys';

export const DEFAULT_PAGE_SIZE = 20;

export const ordersQuery = (search: OrdersSearch) =>
  queryOptions({
    queryKey: [...queryRoots.orders, 'list', search],
    queryFn: () =>
      get<ConsoleOrderPage>('/orders', {
        ...search,
        page_size: search.page_size ?? DEFAULT_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: [...queryRoots.orders, 'detail', orderNo],
    queryFn: () => get<ConsoleOrderDetail>(`/orders/${encodeURIComponent(orderNo)}`),
  });

const ordersKey = ['orders'];

/** After an order changed: the lists and its page, and the audit log that recorded it. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (detail?: ConsoleOrderDetail) => {
    if (detail) queryClient.setQueryData(orderQuery(detail.order_no).queryKey, detail);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ordersKey }),
      queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
    ]);
  };
}

const orderPath = (orderNo: string) => `/orders/${encodeURIComponent(orderNo)}`;

export function useShipOrder(orderNo: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ShipInput) => post<ConsoleOrderDetail>(`${orderPath(orderNo)}/ship`, input),
    onSuccess: refresh,
  });
}

/** Corrects the carrier or tracking number of a shipped order, from the shipment as seen. */
export function useCorrectShipment(orderNo: string, seen: ShipInput) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ShipInput) =>
      post<ConsoleOrderDetail>(`${orderPath(orderNo)}/shipment`, {
        ...input,
        seen_carrier: seen.carrier,
        seen_tracking_no: seen.tracking_no,
      }),
    onSuccess: refresh,
  });
}

export function useDecideCancellation(orderNo: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (decision: { agree: true } | { agree: false; reason: string }) =>
      decision.agree
        ? post<ConsoleOrderDetail>(`${orderPath(orderNo)}/cancellation/agree`)
        : post<ConsoleOrderDetail>(`${orderPath(orderNo)}/cancellation/refuse`, {
            reason: decision.reason,
          }),
    onSuccess: refresh,
  });
}

export function useBulkShip() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { csv: string; apply: boolean }) =>
      post<BulkShipReport>('/orders/ship-csv', input),
    onSuccess: (report) => (report.applied ? refresh() : undefined),
  });
}

/** The filtered orders as a CSV file, saved by the browser under the server's name for it. */
export async function downloadOrdersCsv(filters: OrderListFilters): Promise<void> {
  const response = await http.get<Blob>('/orders/export', {
    params: filters,
    responseType: 'blob',
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'orders.csv';
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
