import { useState } from 'react';
import type { PayMethod } from '../../../contract/order';
import { readAttempt } from './attempts';
import { providerReturn, returnedPaymentNo } from './model';
import type { PaySearch } from './search-params';

/**
 * The attempt a pay result page is about: the one in the address (the shop puts it in the
 * address a provider sends the shopper back to), else the latest of this tab, else the one a
 * provider's return names; and that return, as it came, for the server to check.
 */
export function useWatchedAttempt(orderId: number, search: PaySearch) {
  const [attempt] = useState(() => readAttempt(orderId));
  // Coming back from the provider's page: its signed return has the server ask it at once.
  const [returnQuery] = useState(() => providerReturn(window.location.search));
  return {
    paymentNo: search.payment_no ?? attempt?.paymentNo ?? returnedPaymentNo(returnQuery),
    method: (search.method ?? attempt?.method ?? 'wechat') as PayMethod,
    returnQuery,
  };
}
