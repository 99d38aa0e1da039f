import { z } from 'zod';
import type { PaymentState, RefundOutcome, RefundState } from '../payment';
import { AlipayError, type AlipayClient } from './client';
import { beijingTime, fenAmount, yuanAmount } from './protocol';

// Alipay's trades as its documentation gives them (alipay.trade.page.pay, .wap.pay, .query,
// .close, .refund, .fastpay.refund.query), by the shop's number (out_trade_no). A page-pay or
// wap-pay trade only exists at Alipay once the shopper opens its cashier; until then Alipay
// answers ACQ.TRADE_NOT_EXIST.

export interface AlipayOrder {
  outTradeNo: string;
  subject: string;
  /** fen */
  total: number;
  notifyUrl: string;
  returnUrl: string;
  /** When Alipay stops accepting the payment and closes the trade. */
  expiresAt: number;
}

const PAGES = {
  desktop: { method: 'alipay.trade.page.pay', productCode: 'FAST_INSTANT_TRADE_PAY' },
  phone: { method: 'alipay.trade.wap.pay', productCode: 'QUICK_WAP_WAY' },
} as const;

/** Alipay refuses "/", "=" and "&" in a subject; it shows at most 256 characters. */
const subjectOf = (text: string) => text.replace(/[/=&]/g, ' ').slice(0, 256);

/** The URL of Alipay's cashier: its desktop page (a QR code or a login) or its phone page. */
export function cashierUrl(
  client: AlipayClient,
  page: keyof typeof PAGES,
  order: AlipayOrder,
): string {
  const { method, productCode } = PAGES[page];
  const bizContent = {
    out_trade_no: order.outTradeNo,
    total_amount: yuanAmount(order.total),
    subject: subjectOf(order.subject),
    product_code: productCode,
    time_expire: beijingTime(order.expiresAt),
    // Where the phone page sends a shopper who gives up.
    ...(page === 'phone' ? { quit_url: order.returnUrl } : {}),
  };
  const params = { notify_url: order.notifyUrl, return_url: order.returnUrl };
  return client.pageUrl(method, bizContent, params);
}

const trade = z.object({
  out_trade_no: z.string(),
  trade_no: z.string().default(''),
  trade_status: z.string(),
  total_amount: z.string(),
  /** When the money reached the merchant: only a trade that was paid has one. */
  send_pay_date: z.string().optional(),
});
export type AlipayTrade = z.infer<typeof trade>;

const isCode = (error: unknown, code: string) =>
  error instanceof AlipayError && error.code === code;

/** The trade as Alipay knows it; null while it has none (the cashier was never opened). */
export async function queryTrade(
  client: AlipayClient,
  outTradeNo: string,
): Promise<AlipayTrade | null> {
  try {
    const answer = trade.safeParse(
      await client.call('alipay.trade.query', { out_trade_no: outTradeNo }),
    );
    if (!answer.success) throw new AlipayError('Alipay described the trade unreadably');
    return answer.data;
  } catch (error) {
    if (isCode(error, 'ACQ.TRADE_NOT_EXIST')) return null;
    throw error;
  }
}

/**
 * A trade's state as the shop names payment states. TRADE_CLOSED is a trade closed unpaid, or
 * one refunded in full after it was paid: that one was paid, as its send_pay_date shows.
 * Without a trade nothing was paid yet, but the shopper may still open the cashier and pay
 * until time_expire: 'unknown', not 'closed'.
 */
export function paymentState(found: AlipayTrade | null): PaymentState {
  switch (found?.trade_status) {
    case 'WAIT_BUYER_PAY':
      return 'pending';
    case 'TRADE_SUCCESS':
    case 'TRADE_FINISHED':
      return 'paid';
    case 'TRADE_CLOSED':
      return found.send_pay_date ? 'paid' : 'closed';
    default:
      return 'unknown';
  }
}

/**
 * Closes an unpaid trade; 'paid' when Alipay says it was paid first. A trade Alipay does not
 * have yet counts as closed, as nothing was paid on it; a cashier page the shopper still has
 * open can create and pay it until time_expire, and its notify then finds the payment closed.
 */
export async function closeTrade(
  client: AlipayClient,
  outTradeNo: string,
): Promise<'closed' | 'paid'> {
  try {
    await client.call('alipay.trade.close', { out_trade_no: outTradeNo });
    return 'closed';
  } catch (error) {
    if (isCode(error, 'ACQ.TRADE_NOT_EXIST')) return 'closed';
    if (!isCode(error, 'ACQ.TRADE_STATUS_ERROR')) throw error;
  }
  // Paid, finished or closed already: which one, the trade itself says.
  const state = paymentState(await queryTrade(client, outTradeNo));
  if (state === 'paid' || state === 'closed') return state;
  throw new AlipayError(`Alipay would not close trade ${outTradeNo}, which is ${state}`);
}

const refunded = z.object({ fund_change: z.string().optional() });
const refundFound = z.object({
  out_request_no: z.string().optional(),
  refund_amount: z.string().optional(),
  refund_status: z.string().optional(),
});

interface AlipayRefund {
  outTradeNo: string;
  outRequestNo: string;
  /** fen */
  refund: number;
}

/**
 * Refunds `refund` fen of a paid trade under the shop's refund number (out_request_no): the
 * same number refunds once. Alipay says fund_change Y when this request moved money; a repeated
 * number answers N, and so may a refund still being processed, and a refusal may follow an
 * earlier success: anything but Y is settled by the refund query (REFUND_SUCCESS). A refund
 * Alipay took whose money the query does not show yet is pending: the query is asked again
 * later; one it refused is failed.
 */
export async function refundTrade(
  client: AlipayClient,
  request: AlipayRefund,
): Promise<RefundOutcome> {
  let taken = false;
  try {
    const answer = refunded.safeParse(
      await client.call('alipay.trade.refund', {
        out_trade_no: request.outTradeNo,
        refund_amount: yuanAmount(request.refund),
        out_request_no: request.outRequestNo,
      }),
    );
    if (answer.success && answer.data.fund_change === 'Y') return 'refunded';
    taken = true;
  } catch (error) {
    if (!(error instanceof AlipayError) || error.code === null) throw error;
  }
  if (await refundSucceeded(client, request)) return 'refunded';
  return taken ? 'pending' : 'failed';
}

/**
 * What the refund query says of a refund Alipay took: its money moved, or, after the few
 * minutes a refund takes, nothing under its number (the refund did not go through).
 */
export async function refundState(
  client: AlipayClient,
  request: AlipayRefund,
): Promise<RefundState> {
  return (await refundSucceeded(client, request))
    ? { state: 'refunded' }
    : { state: 'failed', reason: 'NOT_FOUND' };
}

/**
 * Whether Alipay holds a successful refund under this refund number, of this amount: the query
 * answers its details (with refund_status REFUND_SUCCESS, or without one as it answered a
 * synchronous refund), and nothing for a refund that did not happen.
 */
async function refundSucceeded(client: AlipayClient, request: AlipayRefund): Promise<boolean> {
  try {
    const answer = refundFound.safeParse(
      await client.call('alipay.trade.fastpay.refund.query', {
        out_trade_no: request.outTradeNo,
        out_request_no: request.outRequestNo,
        query_options: ['gmt_refund_pay'],
      }),
    );
    if (!answer.success) return false;
    const { out_request_no: number, refund_status: status, refund_amount: amount } = answer.data;
    if (number !== request.outRequestNo) return false;
    if (status !== undefined && status !== 'REFUND_SUCCESS') return false;
    return fenAmount(amount ?? '') === request.refund;
  } catch (error) {
    if (isCode(error, 'ACQ.TRADE_NOT_EXIST')) return false;
    throw error;
  }
}
