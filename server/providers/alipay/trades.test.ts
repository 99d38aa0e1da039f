import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alipayTime, rsaKeys } from '../../test/fakes/alipay-platform';
import { fakeAlipayAccount } from '../../test/fakes/alipay-account';
import type { FakeAlipay } from '../../test/fakes/alipay-server';
import { AlipayClient, AlipayError, type AlipayAccount } from './client';
import {
  cashierUrl,
  closeTrade,
  paymentState,
  queryTrade,
  refundState,
  refundTrade,
  type AlipayOrder,
} from './trades';

// The shop's Alipay calls through their real code path (the official SDK), against a local
// Alipay that checks their signatures and signs its answers (server/test/fakes/alipay-server.ts).

let fake: FakeAlipay;
let client: AlipayClient;
let account: AlipayAccount;
let seq = 0;

beforeAll(async () => {
  ({ fake, client, account } = await fakeAlipayAccount());
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.signing = 'alipay';
  fake.refundsSettle = 'at-once';
});

const order = (total = 3_572_000): AlipayOrder => ({
  outTradeNo: `P20261127${String(++seq).padStart(5, '0')}`,
  subject: 'MAISON 羊绒系带裹身大衣',
  total,
  notifyUrl: 'https://shop.example.com/api/payment/notify/alipay',
  returnUrl: 'https://shop.example.com/payResult?order_id=7&from=alipay',
  expiresAt: Date.UTC(2099, 10, 27, 8, 30),
});

/** An order the shopper opened Alipay's cashier for. */
function opened(total?: number, page: 'desktop' | 'phone' = 'desktop') {
  const placed = order(total);
  fake.openCashier(cashierUrl(client, page, placed));
  return placed;
}

describe("Alipay's cashier", () => {
  it('opens the trade the signed page URL describes, on a desktop and on a phone', () => {
    const desktop = order();
    const trade = fake.openCashier(cashierUrl(client, 'desktop', desktop));
    expect(trade).toMatchObject({
      method: 'alipay.trade.page.pay',
      status: 'WAIT_BUYER_PAY',
      total: 3_572_000,
      notifyUrl: desktop.notifyUrl,
      returnUrl: desktop.returnUrl,
    });
    expect(trade.biz).toEqual({
      out_trade_no: desktop.outTradeNo,
      total_amount: '35720.00',
      subject: 'MAISON 羊绒系带裹身大衣',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      time_expire: '2099-11-27 16:30:00',
    });
    const phone = order(1);
    const wap = fake.openCashier(cashierUrl(client, 'phone', phone));
    expect(wap.method).toBe('alipay.trade.wap.pay');
    expect(wap.biz).toMatchObject({
      product_code: 'QUICK_WAP_WAY',
      total_amount: '0.01',
      quit_url: phone.returnUrl,
    });
  });

  it('refuses a page URL changed after it was signed, or signed with another key', () => {
    const url = cashierUrl(client, 'desktop', order());
    const cheaper = url.replace(encodeURIComponent('"35720.00"'), encodeURIComponent('"0.01"'));
    expect(cheaper).not.toBe(url);
    expect(() => fake.openCashier(cheaper)).toThrow(/isv.invalid-signature/);
    const stranger = new AlipayClient({ ...account, privateKey: rsaKeys().privateKey });
    expect(() => fake.openCashier(cashierUrl(stranger, 'phone', order()))).toThrow(
      /isv.invalid-signature/,
    );
  });

  it('keeps "/", "=" and "&", which Alipay refuses, out of the subject', () => {
    const placed = { ...order(), subject: 'MAISON A/W 2026 = coat & scarf' };
    const trade = fake.openCashier(cashierUrl(client, 'desktop', placed));
    expect(trade.biz.subject).toBe('MAISON A W 2026   coat   scarf');
  });
});

describe('a gateway call', () => {
  it('is signed by the app, with the time in Beijing time', async () => {
    const placed = opened();
    const at = Date.now();
    await queryTrade(new AlipayClient(account, () => at), placed.outTradeNo);
    const sent = fake.received.at(-1);
    expect(sent).toMatchObject({ method: 'alipay.trade.query', app_id: account.appId });
    expect(sent?.timestamp).toBe(alipayTime(at));
  });

  it('is refused by Alipay when signed with another key', async () => {
    const stranger = new AlipayClient({ ...account, privateKey: rsaKeys().privateKey });
    await expect(queryTrade(stranger, opened().outTradeNo)).rejects.toMatchObject({
      name: 'AlipayError',
      code: 'isv.invalid-signature',
    });
  });

  it('does not believe an answer Alipay did not sign', async () => {
    const placed = opened();
    for (const signing of ['unsigned', 'forged'] as const) {
      fake.signing = signing;
      const answer = queryTrade(client, placed.outTradeNo);
      await expect(answer).rejects.toBeInstanceOf(AlipayError);
      await expect(answer).rejects.toMatchObject({ code: null });
    }
  });
});

describe("a trade's state", () => {
  it('follows the trade from no trade to unpaid, paid, and closed', async () => {
    const placed = order();
    expect(await queryTrade(client, placed.outTradeNo)).toBeNull();
    expect(paymentState(null)).toBe('unknown');
    fake.openCashier(cashierUrl(client, 'desktop', placed));
    expect(paymentState(await queryTrade(client, placed.outTradeNo))).toBe('pending');
    fake.pay(placed.outTradeNo);
    const paid = await queryTrade(client, placed.outTradeNo);
    expect(paymentState(paid)).toBe('paid');
    expect(paid).toMatchObject({
      total_amount: '35720.00',
      trade_no: expect.stringMatching(/^20/),
    });
    const unpaid = opened();
    await closeTrade(client, unpaid.outTradeNo);
    expect(paymentState(await queryTrade(client, unpaid.outTradeNo))).toBe('closed');
    expect(paymentState({ ...paid!, trade_status: 'TRADE_FINISHED' })).toBe('paid');
  });

  it('is still paid when a refund in full closed the trade', async () => {
    const placed = opened(50_000);
    fake.pay(placed.outTradeNo);
    const all = { outTradeNo: placed.outTradeNo, outRequestNo: 'RALL', refund: 50_000 };
    expect(await refundTrade(client, all)).toBe('refunded');
    const trade = await queryTrade(client, placed.outTradeNo);
    expect(trade?.trade_status).toBe('TRADE_CLOSED');
    expect(paymentState(trade)).toBe('paid');
  });
});

describe('closing a trade', () => {
  it('closes an unpaid one, and says when it was paid first', async () => {
    const unpaid = opened();
    expect(await closeTrade(client, unpaid.outTradeNo)).toBe('closed');
    expect(fake.trades.get(unpaid.outTradeNo)?.status).toBe('TRADE_CLOSED');
    expect(await closeTrade(client, unpaid.outTradeNo)).toBe('closed');
    const paid = opened();
    fake.pay(paid.outTradeNo);
    expect(await closeTrade(client, paid.outTradeNo)).toBe('paid');
    expect(fake.trades.get(paid.outTradeNo)?.status).toBe('TRADE_SUCCESS');
  });

  it('counts a trade Alipay does not have yet as closed', async () => {
    expect(await closeTrade(client, order().outTradeNo)).toBe('closed');
  });
});

describe('refunding a trade', () => {
  it('refunds once per refund number, and no more than was paid', async () => {
    const paid = opened(100_000);
    fake.pay(paid.outTradeNo);
    const refund = {
      outTradeNo: paid.outTradeNo,
      outRequestNo: `R${paid.outTradeNo}`,
      refund: 60_000,
    };
    expect(await refundTrade(client, refund)).toBe('refunded');
    // Again with the same number: Alipay answers fund_change N, and its refund query confirms.
    expect(await refundTrade(client, refund)).toBe('refunded');
    expect(fake.trades.get(paid.outTradeNo)?.refunded).toBe(60_000);
    const more = { ...refund, outRequestNo: `R2${paid.outTradeNo}`, refund: 50_000 };
    expect(await refundTrade(client, more)).toBe('failed');
    expect(await refundTrade(client, { ...more, refund: 40_000 })).toBe('refunded');
    expect(fake.trades.get(paid.outTradeNo)?.refunded).toBe(100_000);
  });

  it('fails for a trade not paid, and for one Alipay does not have', async () => {
    const unpaid = opened();
    const refund = { outTradeNo: unpaid.outTradeNo, outRequestNo: 'R1', refund: 100 };
    expect(await refundTrade(client, refund)).toBe('failed');
    expect(await refundTrade(client, { ...refund, outTradeNo: order().outTradeNo })).toBe('failed');
  });

  it('is refunded only once Alipay confirms it, when it did not move money at once', async () => {
    const paid = opened();
    fake.pay(paid.outTradeNo);
    fake.refundsSettle = 'later';
    const refund = { outTradeNo: paid.outTradeNo, outRequestNo: `R${paid.outTradeNo}`, refund: 1 };
    expect(await refundTrade(client, refund)).toBe('pending');
    expect(await refundState(client, refund)).toEqual({ state: 'failed', reason: 'NOT_FOUND' });
    fake.settleRefunds();
    expect(await refundState(client, refund)).toEqual({ state: 'refunded' });
    expect(await refundTrade(client, refund)).toBe('refunded');
    expect(fake.trades.get(paid.outTradeNo)?.refunded).toBe(1);
  });
});
