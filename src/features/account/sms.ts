import { CODE_TOO_MANY } from '../../../contract/call';
import { ApiError } from '../../lib/api-client';

/** The wait a throttled "send code" reply asks for (its `data.wait_seconds`), or null. */
export function throttleSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== CODE_TOO_MANY) return null;
  const data = error.data as { wait_seconds?: unknown } | null;
  const wait = data?.wait_seconds;
  return typeof wait === 'number' && Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : null;
}
