import { z } from 'zod';
import { defineCall, idParam } from './call';
import type { OrderStatus, PayMethod } from './order';

// Paying for an order (spec §7: get-payments, pay-data, pay-buy-balance, is-pay). The payment
// calls repeat their fields in the query string; the gateway reads both. The provider confirms
// a payment to the server by its own notify callback: the shopper's page only polls is-pay, or
// payment-result when it has no session.

export interface PaymentOption {
  method: PayMethod;
  name: string;
  /** false when it cannot pay this order (the balance is short, or no provider is set up). */
  available: boolean;
  /** The member's balance, for `balance`; 0 otherwise. */
  balance: number;
}

export interface OrderPayment {
  order_id: number;
  order_no: string;
  status: OrderStatus;
  pay_amount: number;
  pay_deadline: number;
  pay_method: PayMethod | null;
  paid_at: number | null;
}

const orderIdInput = z.object({ order_id: idParam });

export const getPayments = defineCall<OrderPayment & { list: PaymentOption[] }>()({
  r: 'api/payment/get-payments',
  method: 'POST',
  noLogin: false,
  input: orderIdInput,
});

/** The order as the pay pages show it. */
export const orderPayData = defineCall<OrderPayment>()({
  r: 'api/order/pay-data',
  method: 'POST',
  noLogin: false,
  input: orderIdInput,
});

/**
 * How the shopper pays with a provider: a QR code to scan (desktop WeChat Pay), a page to go to
 * (phone browsers, Alipay), or the in-app payment inside WeChat (`X-App-Platform: wechat`).
 */
export interface PayInstruction {
  payment_no: string;
  kind: 'qr' | 'redirect' | 'jsapi';
  /** What the QR code encodes. */
  qr_text: string;
  /** Where to send the shopper for `redirect`, and for `jsapi` when no WeChat bridge answers. */
  redirect_url: string;
  /** Parameters for WeixinJSBridge's getBrandWCPayRequest. */
  jsapi: Record<string, string> | null;
  pay_amount: number;
}

export const paymentPayData = defineCall<PayInstruction>()({
  r: 'api/payment/pay-data',
  method: 'POST',
  noLogin: false,
  input: z.object({
    order_id: idParam,
    pay_method: z.enum(['wechat', 'alipay'], { error: 'payMethodRequired' }),
    /** qr on a desktop, h5 on a phone browser; inside WeChat the header decides. */
    scene: z.enum(['qr', 'h5']).default('qr'),
    /** Where the provider sends the shopper back (a path of this shop). */
    return_path: z
      .string()
      .regex(/^\/[A-Za-z0-9/_\-?=&.%]*$/)
      .max(300)
      .optional()
      .transform((value) => value ?? ''),
  }),
});

/** Pays the whole order from the member's balance. */
export const payBuyBalance = defineCall<OrderPayment>()({
  r: 'api/payment/pay-buy-balance',
  method: 'POST',
  noLogin: false,
  input: orderIdInput,
});

const paymentNoParam = z
  .string({ error: 'paymentNoInvalid' })
  .regex(/^[A-Za-z0-9]{1,40}$/, { error: 'paymentNoInvalid' });

/** Polled by the pay pages: has the provider confirmed the payment? */
export const isPay = defineCall<OrderPayment & { paid: boolean; failed: boolean }>()({
  r: 'api/order/is-pay',
  method: 'POST',
  noLogin: false,
  input: z.object({
    order_id: idParam,
    /** The attempt being watched; `failed` tells whether the provider refused it. */
    payment_no: paymentNoParam.optional(),
    /** The signed query the provider sent the shopper back with (Alipay's return), as it came. */
    return_query: z.string().max(4000).optional(),
  }),
});

/**
 * What a pay page opened without a session may say of one payment: whether the order it was for
 * is paid, cancelled or still waiting, or the attempt was refused; `unknown` for any order id and
 * payment number that do not belong together (a guessed number). Nothing else: no amount, no
 * order number, nothing about the shopper.
 */
export type PaymentResultState = 'paid' | 'waiting' | 'failed' | 'cancelled' | 'unknown';

/**
 * Needs no session: the payment number (random, in the address the provider sends the shopper
 * back to, and in the tab that paid) is what lets the page ask.
 */
export const paymentResult = defineCall<{ state: PaymentResultState }>()({
  r: 'api/order/payment-result',
  method: 'POST',
  noLogin: true,
  input: z.object({
    order_id: idParam,
    payment_no: paymentNoParam,
    /** As for is-pay: a provider's signed return has the provider asked at once. */
    return_query: z.string().max(4000).optional(),
  }),
});
