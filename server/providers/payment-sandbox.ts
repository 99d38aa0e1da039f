import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/database';
import {
  jsonNotifyReply,
  type NotifyReply,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStart,
  type PaymentState,
  type RefundOutcome,
  type RefundRequest,
  type RefundState,
  type VerifiedNotify,
} from './payment';

export const TIMESTAMP_HEADER = 'x-sandbox-timestamp';
export const NONCE_HEADER = 'x-sandbox-nonce';
export const SIGNATURE_HEADER = 'x-sandbox-signature';

/** What a notify's signature covers, as WeChat Pay API v3 signs it. */
function signedMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** Sends a notify callback; answers the HTTP status and body the shop replied with. */
export type NotifyTransport = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

const NOTIFY_TIMEOUT_MS = 10_000;

/** A real HTTP POST, as a provider's servers make it. */
export const httpTransport: NotifyTransport = async (url, body, headers) => {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
  });
  return { status: response.status, body: await response.text() };
};

const notifyBody = z.object({
  payment_no: z.string().min(1).max(40),
  amount: z.number().int().nonnegative(),
  result: z.enum(['paid', 'failed']),
  provider_txn: z.string().max(64),
});
export type SandboxNotifyBody = z.infer<typeof notifyBody>;

const PAYMENT_STATES: readonly PaymentState[] = ['pending', 'paid', 'failed', 'closed'];

/** A refund is kept as a row of its own in the cashier's table, named after its number. */
function refundEntryNo(refundNo: string): string {
  return `refund:${createHash('sha256').update(refundNo).digest('hex').slice(0, 33)}`;
}

/**
 * The sandbox cashier: each payment is a `sandbox_payment` row that the page at
 * /sandbox/pay/{payment_no} approves or fails; the result then goes to the shop as a JSON
 * notify, retried until acknowledged. Like WeChat Pay API v3, each delivery carries its time in
 * seconds (x-sandbox-timestamp), a fresh nonce (x-sandbox-nonce) and the HMAC-SHA256 of
 * "timestamp\nnonce\nbody\n" (x-sandbox-signature).
 */
export class SandboxPayment implements PaymentProvider {
  readonly name = 'sandbox';
  readonly configured = true;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    readonly transport: NotifyTransport = httpTransport,
  ) {}

  sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('hex');
  }

  async start(request: PaymentRequest): Promise<PaymentStart> {
    await this.db
      .insertInto('sandbox_payment')
      .values({
        payment_no: request.paymentNo,
        method: request.method,
        amount: request.amount,
        description: request.description,
        status: 'pending',
        notify_url: request.notifyUrl,
        return_url: request.returnUrl,
        created_at: Date.now(),
      })
      .execute();
    const cashier = `${new URL(request.notifyUrl).origin}/sandbox/pay/${request.paymentNo}`;
    if (request.scene === 'qr') {
      return { kind: 'qr', qrText: cashier, redirectUrl: cashier, jsapi: null };
    }
    if (request.scene === 'h5') {
      return { kind: 'redirect', qrText: '', redirectUrl: cashier, jsapi: null };
    }
    return { kind: 'jsapi', qrText: '', redirectUrl: cashier, jsapi: this.jsapi(request) };
  }

  /** What WeixinJSBridge's getBrandWCPayRequest takes, signed like the rest of the sandbox. */
  private jsapi(request: PaymentRequest): Record<string, string> {
    const params: Record<string, string> = {
      appId: 'wxsandbox0000000000',
      timeStamp: String(Math.floor(Date.now() / 1000)),
      nonceStr: createHash('sha256')
        .update(`${request.paymentNo}:nonce`)
        .digest('hex')
        .slice(0, 32),
      package: `prepay_id=sandbox_${request.paymentNo}`,
      signType: 'HMAC-SHA256',
    };
    const text = Object.keys(params)
      .sort()
      .map((key) => `${key}=${params[key] ?? ''}`)
      .join('&');
    return { ...params, paySign: this.sign(text).toUpperCase() };
  }

  /** The headers of one delivery of `body` at `now`: its time, a new nonce and their signature. */
  signDelivery(
    body: string,
    now: number,
    nonce = randomBytes(16).toString('hex'),
  ): Record<string, string> {
    const timestamp = String(Math.floor(now / 1000));
    return {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: timestamp,
      [NONCE_HEADER]: nonce,
      [SIGNATURE_HEADER]: this.sign(signedMessage(timestamp, nonce, body)),
    };
  }

  verifyNotify(
    body: string,
    headers: Record<string, string | string[] | undefined>,
  ): VerifiedNotify | null {
    const timestamp = headerOf(headers, TIMESTAMP_HEADER);
    const nonce = headerOf(headers, NONCE_HEADER);
    const signature = headerOf(headers, SIGNATURE_HEADER);
    if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9A-Za-z]{16,64}$/.test(nonce)) return null;
    if (!/^[0-9a-f]{64}$/i.test(signature)) return null;
    const expected = Buffer.from(this.sign(signedMessage(timestamp, nonce, body)), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return null;
    }
    const parsed = notifyBody.safeParse(json);
    if (!parsed.success) return null;
    return {
      paymentNo: parsed.data.payment_no,
      amount: parsed.data.amount,
      result: parsed.data.result,
      providerTxn: parsed.data.provider_txn,
      signedAt: Number(timestamp) * 1000,
      nonce,
    };
  }

  notifyReply(accepted: boolean, message: string): NotifyReply {
    return jsonNotifyReply(accepted, message);
  }

  async query(paymentNo: string): Promise<PaymentState> {
    const row = await this.row(paymentNo);
    const state = PAYMENT_STATES.find((s) => s === row?.status);
    return state ?? 'unknown';
  }

  async close(paymentNo: string): Promise<'closed' | 'paid'> {
    await this.db
      .updateTable('sandbox_payment')
      .set({ status: 'closed' })
      .where('payment_no', '=', paymentNo)
      .where('status', '=', 'pending')
      .execute();
    return (await this.query(paymentNo)) === 'paid' ? 'paid' : 'closed';
  }

  /** The cashier refunds at once, or refuses: it has no refund that is still on its way. */
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    const entryNo = refundEntryNo(request.refundNo);
    try {
      return await this.refundOnce(entryNo, request);
    } catch (error) {
      // The same refund number, recorded at the same moment by another call.
      const code = (error as { code?: unknown } | null)?.code;
      if (code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return 'refunded';
      throw error;
    }
  }

  async queryRefund(request: Omit<RefundRequest, 'notifyUrl'>): Promise<RefundState> {
    const entry = await this.db
      .selectFrom('sandbox_payment')
      .select(['description', 'amount'])
      .where('payment_no', '=', refundEntryNo(request.refundNo))
      .executeTakeFirst();
    const found = entry?.description === request.paymentNo && entry.amount === request.amount;
    return found ? { state: 'refunded' } : { state: 'failed', reason: 'NOT_FOUND' };
  }

  private refundOnce(
    entryNo: string,
    request: { paymentNo: string; amount: number },
  ): Promise<'refunded' | 'failed'> {
    return this.db.transaction().execute(async (trx) => {
      const done = await trx
        .selectFrom('sandbox_payment')
        .select('description')
        .where('payment_no', '=', entryNo)
        .executeTakeFirst();
      if (done) return done.description === request.paymentNo ? 'refunded' : 'failed';
      // Conditional, so that refunds never add up to more than was paid.
      const taken = await trx
        .updateTable('sandbox_payment')
        .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', request.amount) }))
        .where('payment_no', '=', request.paymentNo)
        .where('status', '=', 'paid')
        .where((eb) => eb(eb('refunded_amount', '+', request.amount), '<=', eb.ref('amount')))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) {
        // A call with the same refund number may have taken the money while this one waited
        // for the row: its entry is there now, and the refund is done.
        const settled = await trx
          .selectFrom('sandbox_payment')
          .select('description')
          .where('payment_no', '=', entryNo)
          .executeTakeFirst();
        return settled?.description === request.paymentNo ? 'refunded' : 'failed';
      }
      await trx
        .insertInto('sandbox_payment')
        .values({
          payment_no: entryNo,
          method: 'refund',
          amount: request.amount,
          description: request.paymentNo,
          status: 'refund',
          notify_url: '',
          created_at: Date.now(),
        })
        .execute();
      return 'refunded';
    });
  }

  /** A payment of the cashier (not a refund entry), or undefined. */
  row(paymentNo: string) {
    return this.db
      .selectFrom('sandbox_payment')
      .selectAll()
      .where('payment_no', '=', paymentNo)
      .where('status', 'in', PAYMENT_STATES)
      .executeTakeFirst();
  }

  /**
   * The shopper paid (or the payment failed) on the cashier page: a pending payment takes the
   * result and its notify becomes due now. Answers the payment's state afterwards.
   */
  async settle(paymentNo: string, result: 'paid' | 'failed', now: number): Promise<PaymentState> {
    await this.db
      .updateTable('sandbox_payment')
      .set({ status: result, next_notify_at: now, notify_attempts: 0, acknowledged_at: null })
      .where('payment_no', '=', paymentNo)
      .where('status', '=', 'pending')
      .execute();
    return this.query(paymentNo);
  }

  /** One delivery at `now` of a settled payment's notify: its JSON body and signed headers. */
  notifyOf(
    row: { payment_no: string; amount: number; status: string },
    now: number,
  ): { body: string; headers: Record<string, string> } {
    const content: SandboxNotifyBody = {
      payment_no: row.payment_no,
      amount: row.amount,
      result: row.status === 'paid' ? 'paid' : 'failed',
      provider_txn: `SBX${row.payment_no}`.slice(0, 64),
    };
    const body = JSON.stringify(content);
    return { body, headers: this.signDelivery(body, now) };
  }
}
