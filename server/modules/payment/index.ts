import { type Handler } from '../../gateway';

/** Paying for an order (contract/payment.ts). */
export const paymentHandlers: Handler[] = [];
