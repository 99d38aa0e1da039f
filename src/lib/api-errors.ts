import type { AxiosRequestConfig } from 'axios';

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

export interface ShopRequestConfig extends AxiosRequestConfig {
  /** Spec §6: calls that need no login never open the login flow. */
  noLogin?: boolean;
  r?: string;
}
