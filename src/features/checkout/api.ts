import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  CallContract,
  CallInput,
  CallName,
  CallReply,
  Envelope,
} from '../../../contract/call';
import type { OrderItemInput, orderPreview, orderSubmit } from '../../../contract/order';
import type {
  getPayments,
  isPay,
  orderPayData,
  payBuyBalance,
  paymentPayData,
  paymentResult,
} from '../../../contract/payment';
import { ApiError, MALL_ID, apiRequest, endpoint, toFormData } from '../../lib/api-client';
import type { Lang } from '../../lib/lang';
import { JUST_ASKED_MS, PERSONAL_QUERY_KEY } from '../../lib/query-client';
import { userState } from '../account';
import { previewRequest, type PricedChoices } from './choices';

// Every call here is personal and never cached: a preview, an order or a payment is asked anew
// each time a screen needs it (DESIGN.md "Offline": checkout is network only).

const personal = { noLogin: false };
const postPreview = endpoint<typeof orderPreview>('api/order/preview', 'POST', personal);
export const submitOrder = endpoint<typeof orderSubmit>('api/order/submit', 'POST', personal);

/**
 * Spec §7: the payment calls (and is-pay) carry their fields in the query string as well as in
 * the form body.
 */
function paymentEndpoint<C extends CallContract>(
  r: CallName<C>,
  /** false: a -1 reply only fails the call, for the page to say so (the pay result pages). */
  asksSignIn = true,
) {
  return async (
    input: CallInput<C>,
    options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
  ): Promise<CallReply<C>> => {
    const fields = input as Record<string, unknown>;
    const response = await apiRequest<Envelope<CallReply<C>>>({
      url: '',
      method: 'POST',
      params: { _mall_id: MALL_ID, r, ...fields },
      data: toFormData(fields),
      signal: options.signal,
      headers: options.headers,
      // Read by the client's interceptors: the call's name, and a -1 opens the sign-in.
      ...{ r, noLogin: !asksSignIn },
    });
    return response.data.data;
  };
}

const postGetPayments = paymentEndpoint<typeof getPayments>('api/payment/get-payments');
const postOrderPayData = paymentEndpoint<typeof orderPayData>('api/order/pay-data');
const postOrderPayDataQuietly = paymentEndpoint<typeof orderPayData>('api/order/pay-data', false);
export const startProviderPayment = paymentEndpoint<typeof paymentPayData>('api/payment/pay-data');
export const payFromBalance = paymentEndpoint<typeof payBuyBalance>('api/payment/pay-buy-balance');
const postIsPay = paymentEndpoint<typeof isPay>('api/order/is-pay');
const postIsPayQuietly = paymentEndpoint<typeof isPay>('api/order/is-pay', false);
const postPaymentResult = endpoint<typeof paymentResult>('api/order/payment-result', 'POST');

/** A reply is not retried (a second -1 would open the sign-in twice); a lost connection once. */
const hasSession = () => userState.userInfo !== null;

const liveQuery = {
  staleTime: 0,
  gcTime: 60_000,
  enabled: hasSession,
} as const;

const CHECKOUT_KEY = [...PERSONAL_QUERY_KEY, 'checkout'] as const;

/**
 * The order as it would be placed: these lines with these choices, priced by the server; names
 * come in the shopper's language.
 */
export function previewQueryOptions(lines: OrderItemInput[], choices: PricedChoices, lang: Lang) {
  return queryOptions({
    queryKey: [...CHECKOUT_KEY, 'preview', lang, lines, choices] as const,
    queryFn: ({ signal }) => postPreview(previewRequest(lines, choices), { signal }),
    // A changed coupon or address keeps the page as it was until the new amounts arrive.
    placeholderData: keepPreviousData,
    ...liveQuery,
    // The opening preview, asked for by the page's loader, is not asked again as the page draws.
    staleTime: JUST_ASKED_MS,
  });
}

/** An order's payment step: its amount, deadline and the methods that can pay it. */
export function paymentsQueryOptions(orderId: number, lang: Lang) {
  return queryOptions({
    queryKey: [...CHECKOUT_KEY, 'payments', orderId, lang] as const,
    queryFn: ({ signal }) => postGetPayments({ order_id: orderId }, { signal }),
    ...liveQuery,
  });
}

export function fetchPayments(orderId: number) {
  return postGetPayments({ order_id: orderId });
}

/**
 * The order as the pay pages show it. `asksSignIn: false` (the pay result pages): a session
 * found dead fails the query instead of opening the sign-in, and the page says what it can.
 */
export function payDataQueryOptions(orderId: number, { asksSignIn = true } = {}) {
  const post = asksSignIn ? postOrderPayData : postOrderPayDataQuietly;
  return queryOptions({
    queryKey: [...CHECKOUT_KEY, 'pay-data', orderId] as const,
    queryFn: ({ signal }) => post({ order_id: orderId }, { signal }),
    ...liveQuery,
  });
}

/** How often the pay pages ask whether the provider has confirmed the payment. */
export const IS_PAY_POLL_MS = 2000;

/**
 * Whether the order is paid (or the watched attempt failed), asked every two seconds while a
 * pay page shows and until one of the two is true; leaving the page stops it.
 */
export function isPayQueryOptions(
  orderId: number,
  paymentNo: string | undefined,
  returnQuery?: string,
  { asksSignIn = true } = {},
) {
  const post = asksSignIn ? postIsPay : postIsPayQuietly;
  return queryOptions({
    queryKey: [...CHECKOUT_KEY, 'is-pay', orderId, paymentNo ?? '', returnQuery ?? ''] as const,
    queryFn: ({ signal }) =>
      post(
        {
          order_id: orderId,
          ...(paymentNo ? { payment_no: paymentNo } : {}),
          ...(paymentNo && returnQuery ? { return_query: returnQuery } : {}),
        },
        { signal },
      ),
    refetchInterval: (query) => {
      const data = query.state.data;
      const settled = data && (data.paid || data.failed || data.status !== 'unpaid');
      return settled || query.state.error instanceof ApiError ? false : IS_PAY_POLL_MS;
    },
    // The shopper pays in another tab or on their phone: this page keeps asking meanwhile.
    refetchIntervalInBackground: true,
    ...liveQuery,
    gcTime: 0,
  });
}

/**
 * What a pay page without a session may know of one payment (contract/payment.ts
 * `paymentResult`), asked every two seconds while it waits for the provider. Nothing personal:
 * it is asked without a token and kept only while the page shows.
 */
export function paymentResultQueryOptions(
  orderId: number,
  paymentNo: string,
  returnQuery: string | undefined,
) {
  return queryOptions({
    queryKey: ['payment-result', orderId, paymentNo, returnQuery ?? ''] as const,
    queryFn: ({ signal }) =>
      postPaymentResult(
        {
          order_id: orderId,
          payment_no: paymentNo,
          ...(returnQuery ? { return_query: returnQuery } : {}),
        },
        { signal },
      ),
    refetchInterval: (query) =>
      query.state.data?.state === 'waiting' && !(query.state.error instanceof ApiError)
        ? IS_PAY_POLL_MS
        : false,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });
}
