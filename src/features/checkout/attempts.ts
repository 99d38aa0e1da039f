import type { PayMethod } from '../../../contract/order';

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

const keyOf = (orderId: number) => `payAttempt:${orderId}`;

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberAttempt(attempt: PayAttempt): void {
  try {
    store()?.setItem(keyOf(attempt.orderId), JSON.stringify(attempt));
  } catch {
    // A full or refused storage only costs the QR page a fresh attempt.
  }
}

export function readAttempt(orderId: number): PayAttempt | null {
  try {
    const parsed = JSON.parse(store()?.getItem(keyOf(orderId)) ?? 'null') as PayAttempt | null;
    return parsed && parsed.orderId === orderId && typeof parsed.paymentNo === 'string'
      ? parsed
      : null;
  } catch {
    return null;
  }
}
