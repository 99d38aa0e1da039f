import type {
  NotifyReply,
  PaymentProvider,
  PaymentRequest,
  PaymentStart,
  PaymentState,
  RefundOutcome,
  RefundRequest,
  RefundState,
  VerifiedNotify,
} from '../payment';
import type { AlipayClient } from './client';
import { fenAmount, formFields, parseBeijingTime } from './protocol';
import {
  cashierUrl,
  closeTrade,
  paymentState,
  queryTrade,
  refundState,
  refundTrade,
} from './trades';

// Alipay behind the shop's payment interface: its desktop cashier (page pay, which shows its own
// QR code) on a wide screen, its phone cashier (wap pay) in a phone browser and inside WeChat.
// Both send the shopper back to the shop's return URL; what was paid is only believed from the
// async notify Alipay signs, or from a query.

/** Trade states a notify reports as the payment's result; others (WAIT_BUYER_PAY) are not. */
const RESULTS = new Map<string, VerifiedNotify['result']>([
  ['TRADE_SUCCESS', 'paid'],
  ['TRADE_FINISHED', 'paid'],
  // Closed unpaid at time_expire (or refunded in full, when the payment is no longer pending):
  // the attempt failed, and a paid notify for it later still counts.
  ['TRADE_CLOSED', 'failed'],
]);

export class Alipay implements PaymentProvider {
  readonly name = 'alipay';
  readonly configured = true;

  constructor(private readonly client: AlipayClient) {}

  start(request: PaymentRequest): Promise<PaymentStart> {
    const page = request.scene === 'qr' ? 'desktop' : 'phone';
    const redirectUrl = cashierUrl(this.client, page, {
      outTradeNo: request.paymentNo,
      subject: request.description,
      total: request.amount,
      notifyUrl: request.notifyUrl,
      returnUrl: request.returnUrl,
      expiresAt: request.expiresAt,
    });
    return Promise.resolve({ kind: 'redirect', qrText: '', redirectUrl, jsapi: null });
  }

  /**
   * Alipay's async notify: a form POST signed (RSA2) over all its fields, for this app (and this
   * seller, when ALIPAY_SELLER_ID says which). Alipay
   * sends it again until it reads "success" (8 times in about 25 hours), each time with the
   * same notify_id and notify_time set to that sending's time. So notify_time is the signed
   * time, and notify_id with notify_time the nonce: a retry is a new delivery, the same sending
   * played again is not. The notify route judges both, and the amount.
   */
  verifyNotify(
    body: string,
    _headers?: Record<string, string | string[] | undefined>,
    _now?: number,
  ): VerifiedNotify | null {
    const fields = formFields(body);
    if (!fields || !this.client.signedByAlipay(fields) || !this.forThisSeller(fields)) return null;
    if (fields.notify_type !== 'trade_status_sync') return null;
    const result = RESULTS.get(fields.trade_status ?? '');
    const amount = fenAmount(fields.total_amount ?? '');
    const signedAt = parseBeijingTime(fields.notify_time ?? '');
    const { out_trade_no: paymentNo, notify_id: notifyId } = fields;
    if (!result || amount === null || signedAt === null || !paymentNo || !notifyId) return null;
    return {
      paymentNo,
      amount,
      result,
      providerTxn: fields.trade_no ?? '',
      signedAt,
      nonce: `${notifyId}@${fields.notify_time}`,
    };
  }

  /** Alipay's checklist for a notify: paid to the seller the shop is, when it says which. */
  private forThisSeller(fields: Record<string, string>): boolean {
    const { sellerId } = this.client.account;
    return !sellerId || fields.seller_id === sellerId;
  }

  /** Alipay reads the body: "success" stops its retries, anything else has it call again. */
  notifyReply(accepted: boolean, _message?: string): NotifyReply {
    return {
      status: 200,
      contentType: 'text/plain; charset=utf-8',
      body: accepted ? 'success' : 'fail',
    };
  }

  /**
   * The signed query Alipay's cashier sends the shopper back with: which payment, and its
   * amount in fen; null when Alipay did not sign it. Only a hint that the shopper paid: the
   * payment counts once the notify or a query says so.
   */
  verifyReturn(query: Record<string, string>): { paymentNo: string; amount: number } | null {
    if (!this.client.signedByAlipay(query) || !this.forThisSeller(query)) return null;
    const amount = fenAmount(query.total_amount ?? '');
    const paymentNo = query.out_trade_no;
    return paymentNo && amount !== null ? { paymentNo, amount } : null;
  }

  async query(paymentNo: string): Promise<PaymentState> {
    return paymentState(await queryTrade(this.client, paymentNo));
  }

  close(paymentNo: string): Promise<'closed' | 'paid'> {
    return closeTrade(this.client, paymentNo);
  }

  /**
   * alipay.trade.refund moves the money at once or refuses; its refund query tells a refund it
   * took without moving money yet. Alipay is not given the notify URL: its refunds are asked
   * about, not notified.
   */
  refund(request: RefundRequest): Promise<RefundOutcome> {
    return refundTrade(this.client, {
      outTradeNo: request.paymentNo,
      outRequestNo: request.refundNo,
      refund: request.amount,
    });
  }

  queryRefund(request: Omit<RefundRequest, 'notifyUrl'>): Promise<RefundState> {
    return refundState(this.client, {
      outTradeNo: request.paymentNo,
      outRequestNo: request.refundNo,
      refund: request.amount,
    });
  }
}
