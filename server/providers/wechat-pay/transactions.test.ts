import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rsaKeys } from '../../test/fakes/wechat-pay-platform';
import type { FakeWechatPay } from '../../test/fakes/wechat-pay-server';
import { fakeWechatPayAccount } from '../../test/fakes/wechat-pay-account';
import { WechatPayClient, WechatPayError } from './client';
import {
  closeOrder,
  paymentState,
  placeOrder,
  queryOrder,
  queryRefund,
  refundOrder,
} from './transactions';

// The shop's WeChat Pay calls through their real code path, against a local WeChat Pay that
// checks their signatures and signs its answers (server/test/fakes/wechat-pay-server.ts).

let fake: FakeWechatPay;
let client: WechatPayClient;
let merchant: { mchid: string };
let seq = 0;

beforeAll(async () => {
  ({ fake, client, merchant } = await fakeWechatPayAccount());
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.signing = 'platform';
});

const order = (total = 3_572_000) => ({
  outTradeNo: `P20261127${String(++seq).padStart(5, '0')}`,
  description: 'MAISON 羊绒系带裹身大衣',
  total,
  notifyUrl: 'https://shop.example.com/api/payment/notify/wechat',
  expiresAt: new Date('2026-11-27T08:30:00Z'),
});

describe('placing an order with WeChat Pay', () => {
  it('gives the QR code, the H5 page or the JSAPI prepay id, with the order as sent', async () => {
    const native = order();
    expect(await placeOrder(client, { kind: 'native' }, native)).toMatch(/^weixin:\/\/wxpay\//);
    const sent = JSON.parse(fake.received.at(-1)?.body ?? '{}') as Record<string, unknown>;
    expect(sent).toMatchObject({
      appid: 'wx8a3f1c09e7b5d4e2',
      mchid: merchant.mchid,
      out_trade_no: native.outTradeNo,
      notify_url: native.notifyUrl,
      time_expire: '2026-11-27T16:30:00+08:00',
      amount: { total: 3_572_000, currency: 'CNY' },
    });
    const h5 = await placeOrder(client, { kind: 'h5', clientIp: '203.0.113.9' }, order());
    expect(h5).toMatch(/^https:\/\/wx\.tenpay\.com\//);
    expect(JSON.parse(fake.received.at(-1)?.body ?? '{}')).toMatchObject({
      scene_info: { payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap' } },
    });
    const jsapi = await placeOrder(
      client,
      { kind: 'jsapi', openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      order(),
    );
    expect(jsapi).toMatch(/^wx[0-9a-f]{32}$/);
    expect(JSON.parse(fake.received.at(-1)?.body ?? '{}')).toMatchObject({
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    });
  });

  it('does not believe an answer WeChat Pay did not sign', async () => {
    for (const signing of ['unsigned', 'forged'] as const) {
      fake.signing = signing;
      await expect(placeOrder(client, { kind: 'native' }, order())).rejects.toThrow(WechatPayError);
    }
  });

  it('is refused by WeChat Pay when signed with another key', async () => {
    const stranger = new WechatPayClient({ ...client.account, privateKey: rsaKeys().privateKey });
    await expect(placeOrder(stranger, { kind: 'native' }, order())).rejects.toMatchObject({
      code: 'SIGN_ERROR',
      status: 401,
    });
  });
});

describe("an order's state, closing and refunding", () => {
  it('follows the order from unpaid to paid', async () => {
    const placed = order();
    await placeOrder(client, { kind: 'native' }, placed);
    expect(paymentState(await queryOrder(client, placed.outTradeNo))).toBe('pending');
    fake.pay(placed.outTradeNo);
    const paid = await queryOrder(client, placed.outTradeNo);
    expect(paymentState(paid)).toBe('paid');
    expect(paid?.amount?.total).toBe(placed.total);
    expect(await queryOrder(client, 'P-NEVER-PLACED')).toBeNull();
    expect(paymentState(null)).toBe('unknown');
  });

  it('closes an unpaid order, and says so when it was paid first', async () => {
    const unpaid = order();
    await placeOrder(client, { kind: 'native' }, unpaid);
    expect(await closeOrder(client, unpaid.outTradeNo)).toBe('closed');
    expect(paymentState(await queryOrder(client, unpaid.outTradeNo))).toBe('closed');
    const late = order();
    await placeOrder(client, { kind: 'h5', clientIp: '203.0.113.9' }, late);
    fake.pay(late.outTradeNo);
    expect(await closeOrder(client, late.outTradeNo)).toBe('paid');
  });

  it('refunds once per refund number, telling WeChat Pay where to send the refund notify', async () => {
    const paid = order(100_000);
    await placeOrder(client, { kind: 'native' }, paid);
    fake.pay(paid.outTradeNo);
    const refund = {
      outTradeNo: paid.outTradeNo,
      outRefundNo: `R${paid.outTradeNo}`,
      refund: 60_000,
      total: 100_000,
      notifyUrl: 'https://shop.example.com/api/payment/notify/wechatpay',
    };
    const taken = { out_refund_no: refund.outRefundNo, status: 'PROCESSING' };
    expect(await refundOrder(client, refund)).toMatchObject(taken);
    expect(await refundOrder(client, refund)).toMatchObject(taken);
    expect(fake.refunds.get(refund.outRefundNo)?.notifyUrl).toBe(refund.notifyUrl);
    expect(fake.orders.get(paid.outTradeNo)?.refunded).toBe(60_000);
    await expect(
      refundOrder(client, { ...refund, outRefundNo: `R2${paid.outTradeNo}`, refund: 50_000 }),
    ).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
    expect(await queryRefund(client, refund.outRefundNo)).toMatchObject(taken);
    const sentTo: string[] = [];
    fake.transport = (url) => {
      sentTo.push(url);
      return Promise.resolve({ status: 200, body: '{"code":"SUCCESS"}' });
    };
    await fake.endRefund(refund.outRefundNo, 'SUCCESS');
    expect(sentTo).toEqual([refund.notifyUrl]);
    expect(await queryRefund(client, refund.outRefundNo)).toMatchObject({
      status: 'SUCCESS',
      out_trade_no: paid.outTradeNo,
      amount: { refund: 60_000 },
    });
    expect(await queryRefund(client, `R3${paid.outTradeNo}`)).toBeNull();
  });
});
