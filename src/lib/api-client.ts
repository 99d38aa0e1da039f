import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import type {
  CallContract,
  CallInput,
  CallName,
  CallReply,
  Envelope,
  HttpMethod,
} from '../../contract/call';
import { readCookie } from './cookies';
import { langFromCookie } from './lang';

/** Spec §9. */
export const REQUEST_TIMEOUT_MS = 240000;
export const MALL_ID = 2;
export const CODE_OK = 0;
export const CODE_LOGIN_NEEDED = -1;

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly r: string,
    /** The reply's data, which some refusals carry (a throttled code's `wait_seconds`). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export class NetworkError extends Error {
  constructor(
    message: string,
    readonly r: string,
    /** The device was offline and the call was not even tried. */
    readonly offline = false,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

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

export interface ShopRequestConfig extends AxiosRequestConfig {
  /** Spec §6: calls that need no login never open the login flow. */
  noLogin?: boolean;
  r?: string;
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

export const apiClient = axios.create({
  baseURL: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  // Arrays are repeated: color=1&color=2 (spec §7).
  paramsSerializer: { indexes: null },
});

apiClient.interceptors.request.use((config) => {
  config.headers.set('X-App-Platform', config.headers.get('X-App-Platform') ?? 'mobile');
  config.headers.set('language', langFromCookie());
  // A call made for another session (a logout left waiting) names its token itself.
  const token = accessToken();
  if (token && !config.headers.has('X-Access-Token')) config.headers.set('X-Access-Token', token);
  return config;
});

apiClient.interceptors.response.use(
  (response) => {
    const config = response.config as ShopRequestConfig;
    const r = config.r ?? '';
    const body = response.data as Partial<Envelope<unknown>> | undefined;
    if (!body || typeof body.code !== 'number') {
      return Promise.reject(new ApiError(-2, 'Malformed reply', r));
    }
    if (body.code === CODE_OK) return response;
    if (body.code === CODE_LOGIN_NEEDED && !config.noLogin) onLoginRequired();
    return Promise.reject(new ApiError(body.code, body.msg ?? '', r, body.data ?? null));
  },
  (error: unknown) => {
    const r = error instanceof AxiosError ? ((error.config as ShopRequestConfig)?.r ?? '') : '';
    console.warn(`[api] ${r}`, error);
    const message = error instanceof Error ? error.message : 'Network error';
    return Promise.reject(new NetworkError(message, r));
  },
);

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
    if (method === 'GET') Object.assign(params, input);
    else config.data = toFormData(input as Record<string, unknown>);
    const response = await apiClient.request<Envelope<CallReply<C>>>(config);
    return response.data.data;
  };
}
