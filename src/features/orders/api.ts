import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import type {
  invoicePdf,
  invoiceUpload,
  orderCancel,
  orderConfirm,
  orderDetail,
  orderList,
  refundDetail,
  refundPreview,
  refundSend,
  refundSubmit,
  RefundItemInput,
} from '../../../contract/order';
import { ORDERS_PAGE_SIZE } from '../../../contract/page-sizes';
import { endpoint } from '../../lib/api-client';
import { readWithLastSeen } from '../../lib/last-seen';
import { PERSONAL_QUERY_KEY } from '../../lib/query-client';
import { userState } from '../account';
import type { OrderListTab } from '../../lib/member-routes';

// Every query here is personal: its key starts with PERSONAL_QUERY_KEY, nothing is persisted,
// and the server's answers are never cached. The lists and an order's details as last read are
// kept on the device, so that offline they show read-only (src/lib/last-seen.ts).

const personal = { noLogin: false };
const getOrderList = endpoint<typeof orderList>('api/order/list', 'GET', personal);
const getOrderDetail = endpoint<typeof orderDetail>('api/order/detail', 'GET', personal);
const postCancel = endpoint<typeof orderCancel>('api/order/cancel', 'POST', personal);
const getConfirm = endpoint<typeof orderConfirm>('api/order/confirm', 'GET', personal);
const postRefund = endpoint<typeof refundSubmit>('api/order/refund-submit', 'POST', personal);
const getRefundPreview = endpoint<typeof refundPreview>(
  'api/order/refund-preview',
  'GET',
  personal,
);
const postRefundSend = endpoint<typeof refundSend>('api/order/refund-send', 'POST', personal);
const getRefund = endpoint<typeof refundDetail>('api/order/refund-detail', 'GET', personal);
const postInvoice = endpoint<typeof invoiceUpload>('api/order/invoice-upload', 'POST', personal);
const getInvoicePdf = endpoint<typeof invoicePdf>('api/order/invoice-pdf', 'GET', personal);

const ORDERS_KEY = [...PERSONAL_QUERY_KEY, 'orders'] as const;

/** A reply is not retried (a second -1 would open the sign-in twice); a lost connection once. */
const hasSession = () => userState.userInfo !== null;

const personalQuery = { staleTime: 15_000, enabled: hasSession } as const;

export function orderListQueryOptions(status: OrderListTab, page: number) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, 'list', status, page] as const,
    queryFn: ({ signal }) =>
      readWithLastSeen(`orders/${status}/${page}`, () =>
        getOrderList({ status, page, page_size: ORDERS_PAGE_SIZE }, { signal }),
      ),
    ...personalQuery,
  });
}

export function orderDetailQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', orderId] as const,
    queryFn: ({ signal }) =>
      readWithLastSeen(`order/${orderId}`, () => getOrderDetail({ order_id: orderId }, { signal })),
    ...personalQuery,
  });
}

export function refundDetailQueryOptions(refundId: number) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, 'refund', refundId] as const,
    queryFn: ({ signal }) => getRefund({ refund_id: refundId }, { signal }),
    ...personalQuery,
  });
}

/**
 * What the chosen pieces refund, as the server computes it; asked only once some are chosen.
 * The last answer stays on screen while the next one comes.
 */
export function refundPreviewQueryOptions(orderId: number, items: RefundItemInput[]) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, 'refund-preview', orderId, items] as const,
    queryFn: ({ signal }) =>
      getRefundPreview({ order_id: orderId, items: JSON.stringify(items) }, { signal }),
    staleTime: 0,
    enabled: () => hasSession() && items.length > 0,
    placeholderData: (previous) => previous,
    retry: false,
  });
}

/**
 * After any change to an order, everything personal may have moved with it: the order lists
 * and their counts, the user center's counts, points and coupons given back or taken back.
 * What is on screen loads again at once, the rest when it is next shown.
 */
function refreshAfterOrderChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: PERSONAL_QUERY_KEY });
}

export function cancelOrderMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...ORDERS_KEY, 'cancel'],
    mutationFn: (input: CallInput<typeof orderCancel>) => postCancel(input),
    onSettled: () => refreshAfterOrderChange(queryClient),
  });
}

export function confirmReceiptMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...ORDERS_KEY, 'confirm'],
    mutationFn: (orderId: number) => getConfirm({ order_id: orderId }),
    onSettled: () => refreshAfterOrderChange(queryClient),
  });
}

export function submitRefundMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...ORDERS_KEY, 'refund', 'submit'],
    mutationFn: (input: CallInput<typeof refundSubmit>) => postRefund(input),
    onSettled: () => refreshAfterOrderChange(queryClient),
  });
}

export function sendReturnMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...ORDERS_KEY, 'refund', 'send'],
    mutationFn: (input: CallInput<typeof refundSend>) => postRefundSend(input),
    onSettled: () => refreshAfterOrderChange(queryClient),
  });
}

export function requestInvoiceMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...ORDERS_KEY, 'invoice'],
    mutationFn: (input: CallInput<typeof invoiceUpload>) => postInvoice(input),
    onSettled: () => refreshAfterOrderChange(queryClient),
  });
}

/** The member's issued invoice, saved by the browser as the PDF customer service attached. */
export async function downloadInvoicePdf(orderId: number): Promise<void> {
  const pdf = await getInvoicePdf({ order_id: orderId });
  const binary = atob(pdf.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type: pdf.content_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = pdf.file_name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
