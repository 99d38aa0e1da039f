import { randomBytes } from 'node:crypto';

// The trades a local Alipay keeps and its gateway APIs over them, as the documentation of
// alipay.trade.query, .close, .refund and .fastpay.refund.query gives them: code 10000 on
// success, else 40004 "Business Failed" with the documented sub_code. Money is kept in cents
// (fen), read from and written as yuan strings.

export type TradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';

export interface FakeTrade {
  outTradeNo: string;
  /** The cashier it was opened in: alipay.trade.page.pay or alipay.trade.wap.pay. */
  method: string;
  biz: Record<string, unknown>;
  notifyUrl: string;
  returnUrl: string;
  status: TradeStatus;
  tradeNo: string;
  total: number;
  createdAt: number;
  paidAt: number | null;
  refunded: number;
  /** The notify Alipay is sending about the trade's last change, until the shop says success. */
  notifyId: string | null;
}

export interface FakeRefund {
  outTradeNo: string;
  outRequestNo: string;
  amount: number;
  /** Whether the refund query shows it as REFUND_SUCCESS yet. */
  settled: boolean;
  /** When its money moved (gmt_refund_pay); null until it is settled. */
  settledAt: number | null;
}

export interface TradeBook {
  trades: Map<string, FakeTrade>;
  refunds: Map<string, FakeRefund>;
  /** 'later': new refunds answer fund_change N and settle when a test says so. */
  refundsSettle: 'at-once' | 'later';
  now(): number;
  /** An instant as Alipay writes it. */
  time(at: number): string;
}

export type Answer = Record<string, unknown>;

/** Cents of a yuan amount with at most two decimals; null when it is not one. */
export function cents(yuan: unknown): number | null {
  if (typeof yuan !== 'string' || !/^\d+(\.\d{1,2})?$/.test(yuan)) return null;
  const [whole = '0', part = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

export const yuan = (amount: number) => (amount / 100).toFixed(2);

export const newTradeNo = () => `2026${randomBytes(12).toString('hex').replace(/\D/g, '7')}`;

const ok = (fields: Answer): Answer => ({ code: '10000', msg: 'Success', ...fields });
export const failed = (subCode: string, subMsg: string): Answer => ({
  code: '40004',
  msg: 'Business Failed',
  sub_code: subCode,
  sub_msg: subMsg,
});
const NOT_EXIST = failed('ACQ.TRADE_NOT_EXIST', '交易不存在');

function query(book: TradeBook, trade: FakeTrade): Answer {
  const paid = trade.paidAt !== null;
  return ok({
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    buyer_logon_id: '159****5620',
    trade_status: trade.status,
    total_amount: yuan(trade.total),
    buyer_pay_amount: yuan(paid ? trade.total : 0),
    point_amount: '0.00',
    invoice_amount: yuan(paid ? trade.total : 0),
    receipt_amount: yuan(paid ? trade.total : 0),
    ...(trade.paidAt === null ? {} : { send_pay_date: book.time(trade.paidAt) }),
  });
}

function refund(book: TradeBook, trade: FakeTrade, biz: Answer): Answer {
  const outRequestNo = typeof biz.out_request_no === 'string' ? biz.out_request_no : '';
  const amount = cents(biz.refund_amount);
  if (!outRequestNo || amount === null || amount <= 0) {
    return failed('ACQ.INVALID_PARAMETER', '参数无效');
  }
  const key = `${trade.outTradeNo}\n${outRequestNo}`;
  const known = book.refunds.get(key);
  const answer = (fundChange: 'Y' | 'N') =>
    ok({
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      buyer_logon_id: '159****5620',
      fund_change: fundChange,
      refund_fee: yuan(trade.refunded),
      gmt_refund_pay: book.time(book.now()),
    });
  // The same refund number again moves no money: fund_change N.
  if (known) return answer('N');
  if (trade.status === 'TRADE_FINISHED') return failed('ACQ.TRADE_HAS_FINISHED', '交易已完结');
  if (trade.status !== 'TRADE_SUCCESS') return failed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
  if (trade.refunded + amount > trade.total) {
    return failed('ACQ.REASON_TRADE_REFUND_FEE_ERR', '退款金额无效');
  }
  const settled = book.refundsSettle === 'at-once';
  const settledAt = settled ? book.now() : null;
  book.refunds.set(key, { outTradeNo: trade.outTradeNo, outRequestNo, amount, settled, settledAt });
  trade.refunded += amount;
  // Refunded in full, the trade closes.
  if (trade.refunded === trade.total) trade.status = 'TRADE_CLOSED';
  return answer(settled ? 'Y' : 'N');
}

function refundQuery(book: TradeBook, trade: FakeTrade, biz: Answer): Answer {
  if (typeof biz.out_request_no !== 'string' || !biz.out_request_no) {
    return failed('ACQ.INVALID_PARAMETER', '参数无效');
  }
  const found = book.refunds.get(`${trade.outTradeNo}\n${biz.out_request_no}`);
  // Nothing found, or not done yet: an answer without the refund's details.
  if (!found?.settled) return ok({});
  const options = Array.isArray(biz.query_options) ? biz.query_options : [];
  const payTime =
    options.includes('gmt_refund_pay') && found.settledAt !== null
      ? { gmt_refund_pay: book.time(found.settledAt) }
      : {};
  return ok({
    ...payTime,
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    out_request_no: found.outRequestNo,
    total_amount: yuan(trade.total),
    refund_amount: yuan(found.amount),
    refund_status: 'REFUND_SUCCESS',
  });
}

/** One gateway API over the book; null for a method this fake does not know. */
export function tradeApi(book: TradeBook, method: string, biz: Answer): Answer | null {
  const outTradeNo = typeof biz.out_trade_no === 'string' ? biz.out_trade_no : '';
  const trade = book.trades.get(outTradeNo);
  switch (method) {
    case 'alipay.trade.query':
      return trade ? query(book, trade) : NOT_EXIST;
    case 'alipay.trade.close':
      if (!trade) return NOT_EXIST;
      if (trade.status !== 'WAIT_BUYER_PAY') {
        return failed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      }
      trade.status = 'TRADE_CLOSED';
      return ok({ trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo });
    case 'alipay.trade.refund':
      return trade ? refund(book, trade, biz) : NOT_EXIST;
    case 'alipay.trade.fastpay.refund.query':
      return trade ? refundQuery(book, trade, biz) : NOT_EXIST;
    default:
      return null;
  }
}
