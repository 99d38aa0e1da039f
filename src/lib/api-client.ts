import type { AxiosInstance, AxiosResponse } from 'axios';
import type {
  CallContract,
  CallInput,
  CallName,
  CallReply,
  Envelope,
  HttpMethod,
} from '../../contract/call';
import { NetworkError, type ShopRequestConfig } from './api-errors';
import { readCookie } from './cookies';
import { langFromCookie } from './lang';
import { takeOpeningReply } from './opening-calls';

export {
  ApiError,
  CODE_LOGIN_NEEDED,
  CODE_OK,
  NetworkError,
  type ShopRequestConfig,
} from './api-errors';

/** Spec §9. */
export const REQUEST_TIMEOUT_MS = 240000;
export const MALL_ID = 2;

/**
 * The calls that prepare, place and pay for an order. Offline they fail at once, so that the
 * shopper is told the order was not sent rather than watching a spinner; none is ever queued.
 */
const ORDER_CALLS = new Set([
  'api/order/preview',
  'api/order/usable-coupon-list',
  'api/order/submit',
  'api/order/pay-data',
  'api/order/is-pay',
  'api/order/payment-result',
  'api/payment/pay-data',
  'api/payment/get-payments',
  'api/payment/pay-buy-balance',
]);

/** The browser says it has no network (never true outside a browser). */
export function deviceOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function isOrderCall(r: string): boolean {
  return ORDER_CALLS.has(r);
}

/** An order call refused because the device is offline. */
export function isOfflineOrderError(error: unknown): boolean {
  return error instanceof NetworkError && error.offline && isOrderCall(error.r);
}

let onLoginRequired: () => void = () => undefined;

/** The app decides what "log in" means (dialog or page); the client only reports it. */
export function setLoginRequiredHandler(handler: () => void): void {
  onLoginRequired = handler;
}

export function accessToken(): string | null {
  const raw = readCookie('userInfo');
  if (!raw) return null;
  try {
    const info = JSON.parse(raw) as { access_token?: unknown };
    return typeof info.access_token === 'string' && info.access_token ? info.access_token : null;
  } catch {
    return null;
  }
}

/** Spec §7: POST bodies are multipart form data with array (and object) fields JSON-encoded. */
export function toFormData(input: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

let client: Promise<AxiosInstance> | undefined;

/**
 * The shop's one axios instance (`./http`), loaded by the first call, or earlier by a page that
 * knows it will call. A failed load is tried again by the next call.
 */
export function loadApiClient(): Promise<AxiosInstance> {
  client ??= import('./http').then(
    ({ createApiClient }) =>
      createApiClient({
        timeout: REQUEST_TIMEOUT_MS,
        lang: langFromCookie,
        accessToken,
        onLoginRequired: () => onLoginRequired(),
      }),
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return client;
}

/** One request through the shop's client; its code failing to load is a network failure. */
export async function apiRequest<T>(config: ShopRequestConfig): Promise<AxiosResponse<T>> {
  let instance: AxiosInstance;
  try {
    instance = await loadApiClient();
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Network error';
    throw new NetworkError(message, config.r ?? '');
  }
  return instance.request<T>(config);
}

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * A typed function for one call of the API. `C` is the call's contract, imported type-only
 * from `contract/`, so the browser bundle carries no schema code.
 */
export function endpoint<C extends CallContract>(
  r: CallName<C>,
  method: HttpMethod,
  options: { noLogin?: boolean } = {},
) {
  const noLogin = options.noLogin ?? true;
  return async (input: CallInput<C>, callOptions: CallOptions = {}): Promise<CallReply<C>> => {
    const params: Record<string, unknown> = { _mall_id: MALL_ID, r };
    const config: ShopRequestConfig = {
      url: '',
      method,
      r,
      noLogin,
      params,
      signal: callOptions.signal,
      headers: callOptions.headers,
    };
    if (deviceOffline() && isOrderCall(r)) throw new NetworkError('offline', r, true);
    if (method === 'GET') {
      // A call the page's document answered as it opened (a public call, or the signed-in
      // member's own): no code to load, no round trip.
      const opening =
        noLogin || accessToken() ? takeOpeningReply(r, input as object, !noLogin) : undefined;
      if (opening) return opening.data as CallReply<C>;
      Object.assign(params, input);
    } else config.data = toFormData(input as Record<string, unknown>);
    const response = await apiRequest<Envelope<CallReply<C>>>(config);
    return response.data.data;
  };
}
