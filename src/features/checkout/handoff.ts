import type { PayMethod } from '../../../contract/order';

/**
 * The method chosen on the order page (the balance once confirmed there), handed to the payment
 * step of the order just placed, which starts paying with it at once. It lives in memory only, so
 * a reload or a later visit never pays.
 */
let handoff: { orderId: number; method: PayMethod } | null = null;

export function handOverPayment(orderId: number, method: PayMethod): void {
  handoff = { orderId, method };
}

/** The method handed over for this order, if any (read during render: it does not clear it). */
export function paymentHandoff(orderId: number): PayMethod | null {
  return handoff && handoff.orderId === orderId ? handoff.method : null;
}

/** The payment step has acted on the handoff: a later visit of the step pays only on request. */
export function clearPaymentHandoff(): void {
  handoff = null;
}
