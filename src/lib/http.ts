import axios, { AxiosError, type AxiosInstance } from 'axios';
import type { Envelope } from '../../contract/call';
import {
  ApiError,
  CODE_LOGIN_NEEDED,
  CODE_OK,
  NetworkError,
  type ShopRequestConfig,
} from './api-errors';

export interface ApiClientOptions {
  timeout: number;
  /** The language the shopper reads the shop in, sent with every call. */
  lang: () => string;
  /** The member's session token, if signed in. */
  accessToken: () => string | null;
  /** A -1 reply to a call that may open the sign-in. */
  onLoginRequired: () => void;
}

/**
 * The shop's one axios instance and every convention of its calls (spec §6, §7, §9): loaded by
 * the first call rather than with the app's first file, since most pages open with the data their
 * document carries.
 */
export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: '/api',
    timeout: options.timeout,
    withCredentials: true,
    // Arrays are repeated: color=1&color=2 (spec §7).
    paramsSerializer: { indexes: null },
  });

  client.interceptors.request.use((config) => {
    config.headers.set('X-App-Platform', config.headers.get('X-App-Platform') ?? 'mobile');
    config.headers.set('language', options.lang());
    // A call made for another session (a logout left waiting) names its token itself.
    const token = options.accessToken();
    if (token && !config.headers.has('X-Access-Token')) config.headers.set('X-Access-Token', token);
    return config;
  });

  client.interceptors.response.use(
    (response) => {
      const config = response.config as ShopRequestConfig;
      const r = config.r ?? '';
      const body = response.data as Partial<Envelope<unknown>> | undefined;
      if (!body || typeof body.code !== 'number') {
        return Promise.reject(new ApiError(-2, 'Malformed reply', r));
      }
      if (body.code === CODE_OK) return response;
      if (body.code === CODE_LOGIN_NEEDED && !config.noLogin) options.onLoginRequired();
      return Promise.reject(new ApiError(body.code, body.msg ?? '', r, body.data ?? null));
    },
    (error: unknown) => {
      const r = error instanceof AxiosError ? ((error.config as ShopRequestConfig)?.r ?? '') : '';
      console.warn(`[api] ${r}`, error);
      const message = error instanceof Error ? error.message : 'Network error';
      return Promise.reject(new NetworkError(message, r));
    },
  );
  return client;
}
