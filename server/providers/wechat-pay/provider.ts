import { z } from 'zod';
import {
  jsonNotifyReply,
  type NotifyReply,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStart,
  type PaymentState,
  type ProviderLog,
  type RefundNotify,
  type RefundOutcome,
  type RefundRequest,
  type RefundState,
  type VerifiedNotify,
} from '../payment';
import { WechatPayError, type WechatPayClient } from './client';
import { PlatformCertificates } from './platform-certificates';
import { decryptResource, jsapiPayment, signedDelivery } from './protocol';
import {
  closeOrder,
  paymentState,
  placeOrder,
  queryOrder,
  queryRefund,
  refundOrder,
  type WechatPayRefund,
} from './transactions';

// WeChat Pay behind the shop's payment interface: a QR code on a desktop (Native), WeChat Pay's
// page in a phone browser (H5, which returns the shopper to the shop), the in-app payment inside
// WeChat (JSAPI, for a member whose openid is known). A notify is believed only when WeChat Pay
// signed it within 5 minutes (with its public key, or a platform certificate in force) and its
// resource decrypts with the APIv3 key.

const notifyBody = z.object({
  event_type: z.string(),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string(),
    nonce: z.string(),
    associated_data: z.string().optional(),
  }),
});

const paidTransaction = z.object({
  out_trade_no: z.string().min(1),
  trade_state: z.string(),
  transaction_id: z.string().default(''),
  amount: z.object({ total: z.number().int() }),
});

const refundResult = z.object({
  out_trade_no: z.string().min(1),
  out_refund_no: z.string().min(1),
  refund_status: z.string(),
  amount: z.object({ refund: z.number().int() }),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** How a refund ended: SUCCESS, the money reached the shopper; ABNORMAL or CLOSED, it did not. */
const REFUND_ENDS = new Map<string, RefundNotify['result']>([
  ['SUCCESS', 'refunded'],
  ['ABNORMAL', 'failed'],
  ['CLOSED', 'failed'],
]);

/** REFUND.SUCCESS, REFUND.ABNORMAL or REFUND.CLOSED, about one refund. */
function refundNotify(
  plain: string,
  signed: { signedAt: number; nonce: string },
): RefundNotify | null {
  const found = refundResult.safeParse(parseJson(plain));
  const result = found.success ? REFUND_ENDS.get(found.data.refund_status) : undefined;
  if (!found.success || !result) return null;
  return {
    paymentNo: found.data.out_trade_no,
    refundNo: found.data.out_refund_no,
    amount: found.data.amount.refund,
    result,
    status: found.data.refund_status,
    ...signed,
  };
}

/** The refund WeChat Pay answered must be the one asked about: its order and its amount. */
function sameRefund(found: WechatPayRefund, request: Omit<RefundRequest, 'notifyUrl'>): void {
  if (found.out_trade_no !== request.paymentNo || found.amount.refund !== request.amount) {
    throw new WechatPayError(
      `WeChat Pay's refund ${request.refundNo} is of ${found.out_trade_no} for ${found.amount.refund}, ` +
        `not of ${request.paymentNo} for ${request.amount}`,
    );
  }
}

/** A refusal that leaves nothing moved (a 4xx with WeChat Pay's code), not a passing fault. */
function refused(error: unknown): boolean {
  if (!(error instanceof WechatPayError) || error.code === null || error.status === null) {
    return false;
  }
  return error.status < 500 && error.status !== 429;
}

export class WechatPay implements PaymentProvider {
  readonly name = 'wechatpay';
  readonly configured = true;

  constructor(
    private readonly client: WechatPayClient,
    private readonly apiV3Key: string,
  ) {}

  async start(request: PaymentRequest): Promise<PaymentStart> {
    const order = {
      outTradeNo: request.paymentNo,
      description: request.description,
      total: request.amount,
      notifyUrl: request.notifyUrl,
      expiresAt: new Date(request.expiresAt),
    };
    if (request.scene === 'jsapi' && request.openid) {
      const scene = { kind: 'jsapi', openid: request.openid } as const;
      const prepayId = await placeOrder(this.client, scene, order);
      const { account } = this.client;
      const jsapi = { ...jsapiPayment(account, account.appid, prepayId) };
      return { kind: 'jsapi', qrText: '', redirectUrl: '', jsapi };
    }
    if (request.scene === 'h5') {
      const scene = { kind: 'h5', clientIp: request.clientIp } as const;
      const page = await placeOrder(this.client, scene, order);
      // WeChat Pay's page sends the shopper back here once they have paid or given up.
      const back = `${page}&redirect_url=${encodeURIComponent(request.returnUrl)}`;
      return { kind: 'redirect', qrText: '', redirectUrl: back, jsapi: null };
    }
    const code = await placeOrder(this.client, { kind: 'native' }, order);
    return { kind: 'qr', qrText: code, redirectUrl: '', jsapi: null };
  }

  /** Downloads WeChat Pay's platform certificates, when the merchant's keys are theirs. */
  async prepare(log: ProviderLog): Promise<void> {
    const { platformKeys } = this.client.account;
    if (!(platformKeys instanceof PlatformCertificates)) return;
    try {
      await platformKeys.load(Date.now(), (error) =>
        log.error(
          { err: error },
          "WeChat Pay's platform certificates could not be downloaded again",
        ),
      );
    } catch (error) {
      throw new Error(
        `WeChat Pay's platform certificates could not be downloaded: ${(error as Error).message}`,
        { cause: error },
      );
    }
    log.info({ serials: platformKeys.serials }, "WeChat Pay's platform certificates downloaded");
  }

  async verifyNotify(
    body: string,
    headers: Record<string, string | string[] | undefined>,
    now: number,
  ): Promise<VerifiedNotify | RefundNotify | null> {
    const delivery = signedDelivery(headers, body);
    if (!delivery) return null;
    // Refused, not failed, when the certificates cannot be had: WeChat Pay sends it again.
    const check = await this.client.believes(delivery, now).catch(() => 'unknown-key' as const);
    if (check !== 'valid') return null;
    const notify = notifyBody.safeParse(parseJson(body));
    if (!notify.success) return null;
    const plain = decryptResource(notify.data.resource, this.apiV3Key);
    if (plain === null) return null;
    const signed = { signedAt: Number(delivery.timestamp) * 1000, nonce: delivery.nonce };
    const event = notify.data.event_type;
    if (event.startsWith('REFUND.')) return refundNotify(plain, signed);
    if (!event.startsWith('TRANSACTION.')) return null;
    const found = paidTransaction.safeParse(parseJson(plain));
    if (!found.success) return null;
    const { trade_state: state } = found.data;
    if (state !== 'SUCCESS' && state !== 'PAYERROR') return null;
    return {
      paymentNo: found.data.out_trade_no,
      amount: found.data.amount.total,
      result: state === 'SUCCESS' ? 'paid' : 'failed',
      providerTxn: found.data.transaction_id,
      ...signed,
    };
  }

  /** WeChat Pay reads the status: 2xx stops its retries; otherwise {code: FAIL, message}. */
  notifyReply(accepted: boolean, message: string): NotifyReply {
    return jsonNotifyReply(accepted, message);
  }

  async query(paymentNo: string): Promise<PaymentState> {
    return paymentState(await queryOrder(this.client, paymentNo));
  }

  close(paymentNo: string): Promise<'closed' | 'paid'> {
    return closeOrder(this.client, paymentNo);
  }

  /**
   * WeChat Pay asks for the order's total beside the refund: read from the order itself. It
   * takes a refund as PROCESSING (sometimes SUCCESS at once); its notify, sent to the request's
   * notify_url, or the refund query tells how it ended.
   */
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    const order = await queryOrder(this.client, request.paymentNo);
    const total = order?.amount?.total;
    if (total === undefined || paymentState(order) !== 'paid') return 'failed';
    let found: WechatPayRefund;
    try {
      found = await refundOrder(this.client, {
        outTradeNo: request.paymentNo,
        outRefundNo: request.refundNo,
        refund: request.amount,
        total,
        notifyUrl: request.notifyUrl,
      });
    } catch (error) {
      if (refused(error)) return 'failed';
      throw error;
    }
    sameRefund(found, request);
    // Asked again, an ended refund answers as it ended; an ABNORMAL or CLOSED one is told by
    // the query as not paid out.
    return found.status === 'SUCCESS' ? 'refunded' : 'pending';
  }

  async queryRefund(request: Omit<RefundRequest, 'notifyUrl'>): Promise<RefundState> {
    const found = await queryRefund(this.client, request.refundNo);
    if (!found) return { state: 'failed', reason: 'NOT_FOUND' };
    sameRefund(found, request);
    const end = REFUND_ENDS.get(found.status);
    if (end === 'refunded') return { state: 'refunded' };
    return end === 'failed' ? { state: 'failed', reason: found.status } : { state: 'pending' };
  }
}
