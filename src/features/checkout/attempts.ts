import type { PayMethod } from '../../../contract/order';
import { PAY_ATTEMPT_KEY_PREFIX } from '../../lib/member-storage';
import { sessionStore } from '../../lib/safe-storage';

/**
 * The latest payment attempt of an order, kept for this browser tab: the QR page draws its code
 * from it, and the page the provider sends the shopper back to knows which attempt to watch.
 */
export interface PayAttempt {
  orderId: number;
  paymentNo: string;
  method: PayMethod;
  qrText: string;
  payAmount: number;
}

/** Removed at sign-out with the member's other traces (src/lib/member-storage.ts). */
const keyOf = (orderId: number) => `${PAY_ATTEMPT_KEY_PREFIX}${orderId}`;

/** Kept for this tab; where the browser refuses session storage, for this page. */
export function rememberAttempt(attempt: PayAttempt): void {
  sessionStore.setItem(keyOf(attempt.orderId), JSON.stringify(attempt));
}

export function readAttempt(orderId: number): PayAttempt | null {
  try {
    const parsed = JSON.parse(sessionStore.getItem(keyOf(orderId)) ?? 'null') as PayAttempt | null;
    return parsed && parsed.orderId === orderId && typeof parsed.paymentNo === 'string'
      ? parsed
      : null;
  } catch {
    return null;
  }
}
