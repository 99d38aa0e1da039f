import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ConsoleInvoiceDetail,
  ConsoleInvoicePage,
  InvoiceIssueBody,
} from '../../../../contract/console-invoices';
import { get, http, post } from '../../lib/http';
import type { InvoicesSearch } from './search';
import { queryRoots } from '../../lib/query-keys';

export const INVOICE_PAGE_SIZE = 20;

/** The list opens on the requests still to issue. */
export const invoicesQuery = (search: InvoicesSearch) =>
  queryOptions({
    queryKey: [...queryRoots.invoices, 'list', search],
    queryFn: () =>
      get<ConsoleInvoicePage>('/invoices', {
        ...search,
        state: search.state ?? 'pending',
        page_size: INVOICE_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

export const invoiceQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryRoots.invoices, 'detail', id],
    queryFn: () => get<ConsoleInvoiceDetail>(`/invoices/${id}`),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return (detail: ConsoleInvoiceDetail) => {
    queryClient.setQueryData(invoiceQuery(detail.id).queryKey, detail);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: queryRoots.invoicesList }),
      queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
      queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
    ]);
  };
}

export function useIssueInvoice(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: InvoiceIssueBody) =>
      post<ConsoleInvoiceDetail>(`/invoices/${id}/issue`, body),
    onSuccess: refresh,
  });
}

export function useRefuseInvoice(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (reason: string) =>
      post<ConsoleInvoiceDetail>(`/invoices/${id}/refuse`, { reason }),
    onSuccess: refresh,
  });
}

/** The issued invoice's PDF, saved by the browser under the name it was attached with. */
export async function downloadInvoicePdf(id: number, fileName: string): Promise<void> {
  const response = await http.get<Blob>(`/invoices/${id}/pdf`, { responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
