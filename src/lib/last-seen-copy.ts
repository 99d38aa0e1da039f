import { deviceOffline, NetworkError } from './api-client';

// A member's reply as last seen (src/lib/last-seen.ts), and the failure a copy stands in for.

/** The IndexedDB database the copies are kept in. */
export const LAST_SEEN_DATABASE = 'shop-last-seen';

/** A reply as the member last saw it, and when (epoch milliseconds). */
export interface LastSeen<T> {
  data: T;
  savedAt: number;
}

/**
 * A read that failed because the device is offline, carrying the copy last seen: the page shows
 * the copy, read-only, instead of an error. Not a NetworkError, so it is never tried again.
 */
export class LastSeenCopy<T = unknown> extends Error {
  constructor(
    readonly copy: LastSeen<T>,
    /** The failure the copy stands in for. */
    readonly failure: NetworkError,
  ) {
    super('Offline: the copy last seen');
    this.name = 'LastSeenCopy';
  }
}

/** A read failed because the device has no network (not a reply of the server's). */
export function isOfflineFailure(error: unknown): error is NetworkError {
  return error instanceof NetworkError && (error.offline || deviceOffline());
}
