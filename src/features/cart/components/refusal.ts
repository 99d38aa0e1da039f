import { t } from '@lingui/core/macro';
import { ApiError, CODE_LOGIN_NEEDED } from '../../../lib/api-client';
import { GuestBagNotKept } from '../guest-bag';

/**
 * The words for a failed cart call: the server's own message when it refused (spec §5 stock
 * messages, in the shopper's language), that a visitor's bag cannot be kept on this device, else
 * `fallback` (spec §8: the call itself failed). A -1 says nothing: the sign-in opens.
 */
export function refusalOf(error: unknown, fallback: string): string | null {
  if (error instanceof ApiError && error.code === CODE_LOGIN_NEEDED) return null;
  if (error instanceof GuestBagNotKept) {
    return t`Your bag cannot be kept on this device. Sign in to keep the pieces you choose.`;
  }
  return error instanceof ApiError && error.message ? error.message : fallback;
}
