import type { ProviderMethod } from '../../contract/order';

// Payment providers (WeChat Pay, Alipay) behind one interface. The sandbox implementation
// (server/sandbox/pay-*.ts) is a cashier page that approves or fails a payment and then calls
// the shop back, as a real provider does; a real one is plugged in at server/providers/index.ts.

export type { ProviderMethod };

export interface PaymentRequest {
  paymentNo: string;
  method: ProviderMethod;
  /** fen */
  amount: number;
  description: string;
  /** qr: a code to scan on a desktop; h5: a page to open on a phone; jsapi: inside WeChat. */
  scene: 'qr' | 'h5' | 'jsapi';
  openid: string | null;
  /** Absolute URL the provider calls back with the result. */
  notifyUrl: string;
  /** Absolute URL the shopper returns to after paying. */
  returnUrl: string;
  /** When the order stops being payable, epoch milliseconds: the provider closes it then. */
  expiresAt: number;
  /** The shopper's address, which WeChat Pay's phone-browser payments require. */
  clientIp: string;
}

export interface PaymentStart {
  kind: 'qr' | 'redirect' | 'jsapi';
  qrText: string;
  redirectUrl: string;
  jsapi: Record<string, string> | null;
}

/**
 * A notify callback the provider's signature vouches for. The signature also covers the
 * delivery's timestamp and nonce (WeChat Pay's Wechatpay-Timestamp and Wechatpay-Nonce,
 * Alipay's notify_time and notify_id), which the notify route checks for every provider alike:
 * at most 5 minutes from the shop's clock, and the nonce never seen before.
 */
export interface VerifiedNotify {
  paymentNo: string;
  /** fen, as the provider collected it */
  amount: number;
  result: 'paid' | 'failed';
  providerTxn: string;
  /** When the provider signed this delivery, epoch milliseconds. */
  signedAt: number;
  /** This delivery's nonce: another delivery with the same one is a replay. */
  nonce: string;
}

/**
 * A notify about a refund, which WeChat Pay sends once the money reached the shopper or could
 * not (the shopper's card was closed, say): then the merchant must send it another way.
 */
export interface RefundNotify {
  paymentNo: string;
  refundNo: string;
  /** fen, as the provider refunded it */
  amount: number;
  result: 'refunded' | 'failed';
  /** The provider's own word for the refund's end (SUCCESS, ABNORMAL, CLOSED). */
  status: string;
  signedAt: number;
  nonce: string;
}

export interface RefundRequest {
  paymentNo: string;
  /** The shop's refund number: the same number never refunds twice. */
  refundNo: string;
  /** fen */
  amount: number;
  /** Absolute URL the provider calls back with the refund's end. */
  notifyUrl: string;
}

/**
 * What became of a refund the provider was asked for: the money is back (`refunded`), the
 * provider took the refund and is paying it out (`pending`: its notify or a query tells the
 * end), or it refused it at once (`failed`: nothing moved, the same number may be tried again).
 */
export type RefundOutcome = 'refunded' | 'pending' | 'failed';

/**
 * What the provider says now of a refund it took: paid out, still on its way, or not paid out
 * (`reason` in its own words: WeChat Pay's ABNORMAL or CLOSED, or none found).
 */
export type RefundState =
  { state: 'refunded' } | { state: 'pending' } | { state: 'failed'; reason: string };

/**
 * A payment provider could not be asked: it did not answer within the shop's provider timeout,
 * could not be reached, refused the shop's call, or gave an answer not to be believed. Each
 * provider's own error is one; the shopper is told the payment service is unavailable for now.
 */
export class PaymentServiceError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PaymentServiceError';
  }
}

export type PaymentState = 'pending' | 'paid' | 'failed' | 'closed' | 'unknown';

/** The HTTP answer to a notify, in the form the provider reads it. */
export interface NotifyReply {
  status: number;
  contentType: string;
  body: string;
}

/** WeChat Pay API v3's form, which the sandbox shares: 200 when accepted, else {code: FAIL}. */
export function jsonNotifyReply(accepted: boolean, message: string): NotifyReply {
  return {
    status: accepted ? 200 : 400,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify(accepted ? { code: 'SUCCESS' } : { code: 'FAIL', message }),
  };
}

/** Where a provider tells the operator of a trouble that stops nothing now. */
export interface ProviderLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PaymentProvider {
  /** Names the provider in its notify URL: /api/payment/notify/{name}. */
  readonly name: string;
  /** false when no provider is set up: paying with it is refused with a clear message. */
  readonly configured: boolean;
  start(request: PaymentRequest): Promise<PaymentStart>;
  /**
   * Readies the provider before the shop takes requests (WeChat Pay's platform certificates are
   * downloaded); throws why the shop cannot start with it. Later troubles go to `log`.
   */
  prepare?(log: ProviderLog): Promise<void>;
  /**
   * The notify body with its headers; null when the signature does not hold. `now` is the
   * shop's clock, for the provider's own checks (a platform certificate's validity). WeChat
   * Pay's may first download its platform certificates again.
   */
  verifyNotify(
    body: string,
    headers: Record<string, string | string[] | undefined>,
    now: number,
  ): VerifiedNotify | RefundNotify | null | Promise<VerifiedNotify | RefundNotify | null>;
  /**
   * How to answer a notify: `accepted` stops the provider's retries; otherwise it calls again
   * later. `message` says why it was not accepted.
   */
  notifyReply(accepted: boolean, message: string): NotifyReply;
  /**
   * The signed query a provider sends the shopper back with (Alipay's sync return): which
   * payment and amount it vouches for; null when its signature does not hold. Only a hint to
   * ask the provider at once: the payment is believed from the notify or the query.
   */
  verifyReturn?(query: Record<string, string>): { paymentNo: string; amount: number } | null;
  /** What the provider knows of a payment now. */
  query(paymentNo: string): Promise<PaymentState>;
  /** Stops a pending payment; answers 'paid' when it was paid before it could be stopped. */
  close(paymentNo: string): Promise<'closed' | 'paid'>;
  /** Sends money back; the same refundNo never refunds twice. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** Asks about a refund it took, by the shop's refund number. */
  queryRefund(request: Omit<RefundRequest, 'notifyUrl'>): Promise<RefundState>;
}
