import { randomBytes } from 'node:crypto';

// WeChat Pay API v3's domestic refunds as its documentation gives them ("申请退款", "查询单笔退款
// （通过商户退款单号）", "退款结果通知"): a refund is asked for with the merchant's refund number
// (out_refund_no, one refund per number), answered at once with its status, usually PROCESSING;
// it later ends SUCCESS (the money reached the payer), ABNORMAL (it could not, the payer's card
// was closed, say: the merchant must handle it) or CLOSED. Once it ends, WeChat Pay sends a
// REFUND.<status> notify to the notify_url the refund request gave, and to nothing else. The
// refund is answered by number at GET /v3/refund/domestic/refunds/{out_refund_no}.

export type RefundStatus = 'PROCESSING' | 'SUCCESS' | 'ABNORMAL' | 'CLOSED';

export interface FakeRefund {
  outTradeNo: string;
  outRefundNo: string;
  refundId: string;
  /** fen */
  refund: number;
  total: number;
  status: RefundStatus;
  /** Where WeChat Pay sends the refund's notify: only the URL the refund request gave. */
  notifyUrl: string | null;
  createdAt: number;
  successAt: number | null;
}

/** The order side of a refund: what it was paid, and what is refunded of it so far. */
export interface RefundableOrder {
  total: number;
  state: string;
  transactionId: string;
  refunded: number;
}

type Reply = { status: number; json: object | null };

const error = (status: number, code: string, message: string): Reply => ({
  status,
  json: { code, message },
});

/** RFC 3339 in China's time, as WeChat Pay writes its times. */
export function chinaTime(at: number): string {
  return `${new Date(at + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

/** A refund as WeChat Pay describes it, in the refund's answer, its query and its notify. */
export function refundObject(refund: FakeRefund, transactionId: string) {
  return {
    refund_id: refund.refundId,
    out_refund_no: refund.outRefundNo,
    transaction_id: transactionId,
    out_trade_no: refund.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: '招商银行信用卡0403',
    ...(refund.successAt === null ? {} : { success_time: chinaTime(refund.successAt) }),
    create_time: chinaTime(refund.createdAt),
    status: refund.status,
    funds_account: 'AVAILABLE',
    amount: {
      total: refund.total,
      refund: refund.refund,
      payer_total: refund.total,
      payer_refund: refund.refund,
      settlement_total: refund.total,
      settlement_refund: refund.refund,
      discount_refund: 0,
      currency: 'CNY',
    },
  };
}

/** What a refund's notify carries, once decrypted ("退款结果通知"). */
export function refundNotifyResource(refund: FakeRefund, mchid: string, transactionId: string) {
  return {
    mchid,
    transaction_id: transactionId,
    out_trade_no: refund.outTradeNo,
    refund_id: refund.refundId,
    out_refund_no: refund.outRefundNo,
    refund_status: refund.status,
    ...(refund.successAt === null ? {} : { success_time: chinaTime(refund.successAt) }),
    user_received_account: '招商银行信用卡0403',
    amount: {
      total: refund.total,
      refund: refund.refund,
      payer_total: refund.total,
      payer_refund: refund.refund,
    },
  };
}

/** A notify URL as WeChat Pay takes it: an absolute URL that carries no parameters. */
function acceptableNotifyUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.search && !url.hash;
}

/**
 * POST /v3/refund/domestic/refunds: a new refund of a paid order, or the one this refund
 * number already names (never refunded twice). New refunds answer `answer` (PROCESSING, as
 * WeChat Pay usually does; SUCCESS when a test says the money moved at once).
 */
export function applyRefund(
  book: { refunds: Map<string, FakeRefund>; refundAnswer: 'PROCESSING' | 'SUCCESS' },
  order: RefundableOrder | undefined,
  json: Record<string, unknown>,
  now: number,
): Reply {
  const outRefundNo = json.out_refund_no;
  const amount = json.amount as { refund?: unknown; total?: unknown } | undefined;
  if (typeof outRefundNo !== 'string' || !/^[0-9A-Za-z_\-|*@]{1,64}$/.test(outRefundNo)) {
    return error(400, 'PARAM_ERROR', 'out_refund_no');
  }
  if (json.notify_url !== undefined && !acceptableNotifyUrl(json.notify_url)) {
    return error(400, 'PARAM_ERROR', 'notify_url');
  }
  if (!order) return error(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
  const known = book.refunds.get(outRefundNo);
  if (known) return { status: 200, json: refundObject(known, order.transactionId) };
  const refund = Number(amount?.refund);
  if (!Number.isInteger(refund) || refund <= 0 || amount?.total !== order.total) {
    return error(400, 'PARAM_ERROR', 'amount');
  }
  if (order.state !== 'SUCCESS' && order.state !== 'REFUND') {
    return error(403, 'INVALID_REQUEST', '订单未支付');
  }
  if (order.refunded + refund > order.total) {
    return error(403, 'INVALID_REQUEST', '退款金额超过订单可退金额');
  }
  const created: FakeRefund = {
    outTradeNo: String(json.out_trade_no),
    outRefundNo,
    refundId: `50000${randomBytes(12).toString('hex').replace(/\D/g, '1')}`,
    refund,
    total: order.total,
    status: book.refundAnswer,
    notifyUrl: typeof json.notify_url === 'string' ? json.notify_url : null,
    createdAt: now,
    successAt: book.refundAnswer === 'SUCCESS' ? now : null,
  };
  book.refunds.set(outRefundNo, created);
  order.refunded += refund;
  order.state = 'REFUND';
  return { status: 200, json: refundObject(created, order.transactionId) };
}

/** GET /v3/refund/domestic/refunds/{out_refund_no}: the refund as it stands. */
export function queryRefund(
  refund: FakeRefund | undefined,
  order: RefundableOrder | undefined,
): Reply {
  if (!refund || !order) return error(404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
  return { status: 200, json: refundObject(refund, order.transactionId) };
}

/**
 * A processing refund comes to its end. A closed one gives its money back to what the order
 * can still refund.
 */
export function endRefund(
  refund: FakeRefund,
  order: RefundableOrder,
  status: Exclude<RefundStatus, 'PROCESSING'>,
  now: number,
): void {
  if (refund.status === 'SUCCESS' || refund.status === 'CLOSED') {
    throw new Error(`refund ${refund.outRefundNo} has ended already (${refund.status})`);
  }
  refund.status = status;
  if (status === 'SUCCESS') refund.successAt = now;
  if (status === 'CLOSED') order.refunded -= refund.refund;
}
