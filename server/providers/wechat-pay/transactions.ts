import { z } from 'zod';
import type { PaymentState } from '../payment';
import { WechatPayError, type WechatPayClient } from './client';

// WeChat Pay API v3's transactions, as its documentation gives them: an order placed for a QR
// code (Native), a phone browser (H5) or a page inside WeChat (JSAPI); an order's state by the
// shop's number (out_trade_no); closing it; refunding it by the shop's refund number
// (out_refund_no: the same number never refunds twice) and asking about that refund. Amounts in
// fen.

export interface WechatPayOrder {
  outTradeNo: string;
  description: string;
  /** fen */
  total: number;
  notifyUrl: string;
  /** When WeChat Pay stops accepting the payment. */
  expiresAt: Date;
}

export type WechatPayScene =
  { kind: 'native' } | { kind: 'h5'; clientIp: string } | { kind: 'jsapi'; openid: string };

const placed = {
  native: z.object({ code_url: z.string().min(1) }),
  h5: z.object({ h5_url: z.string().min(1) }),
  jsapi: z.object({ prepay_id: z.string().min(1) }),
};

/** What the shopper is sent to: the QR code's text, the H5 page, or the JSAPI prepay id. */
export async function placeOrder(
  client: WechatPayClient,
  scene: WechatPayScene,
  order: WechatPayOrder,
): Promise<string> {
  const { appid, mchid } = client.account;
  const body = {
    appid,
    mchid,
    description: order.description.slice(0, 127),
    out_trade_no: order.outTradeNo,
    // RFC 3339 in China's time, as WeChat Pay writes it.
    time_expire: chinaTime(order.expiresAt),
    notify_url: order.notifyUrl,
    amount: { total: order.total, currency: 'CNY' },
    ...(scene.kind === 'h5'
      ? { scene_info: { payer_client_ip: scene.clientIp, h5_info: { type: 'Wap' } } }
      : {}),
    ...(scene.kind === 'jsapi' ? { payer: { openid: scene.openid } } : {}),
  };
  const { data } = await client.call('POST', `/v3/pay/transactions/${scene.kind}`, body);
  const answer = placed[scene.kind].safeParse(data);
  if (!answer.success) throw new WechatPayError('WeChat Pay placed the order without its link');
  const fields: Record<string, unknown> = answer.data;
  return String(fields.code_url ?? fields.h5_url ?? fields.prepay_id);
}

function chinaTime(at: Date): string {
  const shifted = new Date(at.getTime() + 8 * 3_600_000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}

const transaction = z.object({
  out_trade_no: z.string(),
  trade_state: z.string(),
  transaction_id: z.string().optional(),
  amount: z
    .object({ total: z.number().int(), payer_total: z.number().int().optional() })
    .optional(),
});
export type WechatPayTransaction = z.infer<typeof transaction>;

/** The order as WeChat Pay knows it, by the shop's number; null when it knows none. */
export async function queryOrder(
  client: WechatPayClient,
  outTradeNo: string,
): Promise<WechatPayTransaction | null> {
  const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(client.account.mchid)}`;
  try {
    const answer = transaction.safeParse((await client.call('GET', path)).data);
    if (!answer.success) throw new WechatPayError('WeChat Pay described the order unreadably');
    return answer.data;
  } catch (error) {
    if (error instanceof WechatPayError && error.code === 'ORDER_NOT_EXIST') return null;
    throw error;
  }
}

/** A transaction's state as the shop names payment states. */
export function paymentState(found: WechatPayTransaction | null): PaymentState {
  switch (found?.trade_state) {
    case 'SUCCESS':
    case 'REFUND':
      return 'paid';
    case 'NOTPAY':
    case 'USERPAYING':
      return 'pending';
    case 'CLOSED':
    case 'REVOKED':
      return 'closed';
    case 'PAYERROR':
      return 'failed';
    default:
      return 'unknown';
  }
}

/** Closes an unpaid order; 'paid' when WeChat Pay says it was paid first. */
export async function closeOrder(
  client: WechatPayClient,
  outTradeNo: string,
): Promise<'closed' | 'paid'> {
  const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`;
  try {
    await client.call('POST', path, { mchid: client.account.mchid });
    return 'closed';
  } catch (error) {
    if (error instanceof WechatPayError && error.code === 'ORDERPAID') return 'paid';
    throw error;
  }
}

const refundFound = z.object({
  out_refund_no: z.string(),
  out_trade_no: z.string(),
  /** SUCCESS, CLOSED, PROCESSING or ABNORMAL */
  status: z.string(),
  amount: z.object({ refund: z.number().int() }),
});
export type WechatPayRefund = z.infer<typeof refundFound>;

function readRefund(data: unknown): WechatPayRefund {
  const answer = refundFound.safeParse(data);
  if (!answer.success) throw new WechatPayError('WeChat Pay described the refund unreadably');
  return answer.data;
}

/**
 * Asks WeChat Pay to refund `refund` fen of an order of `total` fen under the shop's refund
 * number (the same number never refunds twice; asked again, it answers that refund as it
 * stands). WeChat Pay sends the refund's end to `notifyUrl`.
 */
export async function refundOrder(
  client: WechatPayClient,
  request: {
    outTradeNo: string;
    outRefundNo: string;
    refund: number;
    total: number;
    notifyUrl: string;
  },
): Promise<WechatPayRefund> {
  const { data } = await client.call('POST', '/v3/refund/domestic/refunds', {
    out_trade_no: request.outTradeNo,
    out_refund_no: request.outRefundNo,
    notify_url: request.notifyUrl,
    amount: { refund: request.refund, total: request.total, currency: 'CNY' },
  });
  return readRefund(data);
}

/** A refund as WeChat Pay knows it, by the shop's refund number; null when it knows none. */
export async function queryRefund(
  client: WechatPayClient,
  outRefundNo: string,
): Promise<WechatPayRefund | null> {
  const path = `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`;
  try {
    return readRefund((await client.call('GET', path)).data);
  } catch (error) {
    if (error instanceof WechatPayError && error.code === 'RESOURCE_NOT_EXISTS') return null;
    throw error;
  }
}
