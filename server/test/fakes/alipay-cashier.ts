import { randomBytes } from 'node:crypto';
import { alipayInstant, alipayTime } from './alipay-platform';
import { cents, newTradeNo, yuan, type FakeTrade, type TradeBook } from './alipay-trades';

// The shopper's side of a local Alipay, as its documentation of page pay and wap pay gives it:
// the cashier a signed page URL opens (the trade exists from then on, WAIT_BUYER_PAY), the
// async notify it sends to the notify_url, and the signed query it sends the shopper back to
// the return_url with. Signing is the caller's.

const CASHIERS: Record<string, string> = {
  'alipay.trade.page.pay': 'FAST_INSTANT_TRADE_PAY',
  'alipay.trade.wap.pay': 'QUICK_WAP_WAY',
};

/** The merchant's Alipay account ID the fake's trades are paid to. */
export const SELLER_ID = '2088101117955611';

/** Opens the trade a page URL's checked parameters describe; throws what the cashier shows. */
export function openTrade(book: TradeBook, params: Record<string, string>): FakeTrade {
  const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
  const method = params.method ?? '';
  const outTradeNo = typeof biz.out_trade_no === 'string' ? biz.out_trade_no : '';
  const total = cents(biz.total_amount);
  const subject = typeof biz.subject === 'string' ? biz.subject : '';
  if (!CASHIERS[method] || biz.product_code !== CASHIERS[method]) {
    throw new Error('isv.invalid-parameter: method or product_code');
  }
  if (!outTradeNo || total === null || total <= 0 || !subject.trim() || /[/=&]/.test(subject)) {
    throw new Error('isv.invalid-parameter: out_trade_no, total_amount or subject');
  }
  if (!(alipayInstant(String(biz.time_expire)) > book.now())) {
    throw new Error('ACQ.TRADE_HAS_CLOSE: time_expire has passed');
  }
  const known = book.trades.get(outTradeNo);
  if (known && (known.status !== 'WAIT_BUYER_PAY' || known.total !== total)) {
    throw new Error(`ACQ.TRADE_HAS_SUCCESS or ACQ.TRADE_HAS_CLOSE: ${known.status}`);
  }
  const opened: FakeTrade = known ?? {
    outTradeNo,
    method,
    biz,
    notifyUrl: params.notify_url ?? '',
    returnUrl: params.return_url ?? '',
    status: 'WAIT_BUYER_PAY',
    tradeNo: newTradeNo(),
    total,
    createdAt: book.now(),
    paidAt: null,
    refunded: 0,
    notifyId: null,
  };
  book.trades.set(outTradeNo, opened);
  return opened;
}

/**
 * The fields of the notify about the trade as it stands, sent at `at`. One notify_id serves
 * every sending until the shop answers "success".
 */
export function notifyFields(
  trade: FakeTrade,
  appId: string,
  at: number,
  totalAmount = yuan(trade.total),
  sellerId = SELLER_ID,
): Record<string, string> {
  trade.notifyId ??= randomBytes(17).toString('hex');
  const paid = yuan(trade.paidAt === null ? 0 : trade.total);
  return {
    notify_time: alipayTime(at),
    notify_type: 'trade_status_sync',
    notify_id: trade.notifyId,
    charset: 'utf-8',
    version: '1.0',
    app_id: appId,
    auth_app_id: appId,
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    trade_status: trade.status,
    total_amount: totalAmount,
    receipt_amount: paid,
    buyer_pay_amount: paid,
    subject: String(trade.biz.subject),
    gmt_create: alipayTime(trade.createdAt),
    ...(trade.paidAt === null ? {} : { gmt_payment: alipayTime(trade.paidAt) }),
    buyer_id: '2088102177846880',
    seller_id: sellerId,
    fund_bill_list: JSON.stringify([{ amount: paid, fundChannel: 'ALIPAYACCOUNT' }]),
  };
}

/** The fields of the query the shopper comes back to the return_url with. */
export function returnFields(trade: FakeTrade, appId: string, at: number) {
  return {
    charset: 'utf-8',
    out_trade_no: trade.outTradeNo,
    method: `${trade.method}.return`,
    total_amount: yuan(trade.total),
    trade_no: trade.tradeNo,
    auth_app_id: appId,
    version: '1.0',
    app_id: appId,
    seller_id: SELLER_ID,
    timestamp: alipayTime(at),
  };
}
