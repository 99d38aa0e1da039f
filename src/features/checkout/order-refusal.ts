import { msg } from '@lingui/core/macro';
import { ApiError } from '../../lib/api-client';
import type { RefusalOptions } from '../../ui/forms/outcome';

/** The reply code of a submission whose amount changed since the preview: data is the new one. */
export const CODE_AMOUNT_CHANGED = 409;

/**
 * The order's words where the shop gives none. Offline, nothing was sent. With no answer (a
 * dropped connection, a gateway's error) the order may well have been placed: submitting again
 * with the page's key answers with that order, never a second one.
 */
export const ORDER_REFUSAL: RefusalOptions = {
  unanswered: msg`No answer came about your order. Submit it again: it will not be placed twice.`,
  offline: msg`You are offline; your order was not sent.`,
  codes: { [CODE_AMOUNT_CHANGED]: msg`The amounts of your order have changed.` },
};

/** Why the order was not placed; a changed amount asks to check the new one and submit again. */
export interface OrderRefusal {
  message: string;
  amountChanged: boolean;
}

export function amountChanged(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === CODE_AMOUNT_CHANGED;
}
