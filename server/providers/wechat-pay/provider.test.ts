import { createVerify, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeWechatPay } from '../../test/fakes/wechat-pay-server';
import { FAKE_API_V3_KEY, fakeWechatPayAccount } from '../../test/fakes/wechat-pay-account';
import type { PaymentRequest } from '../payment';
import type { WechatPayClient } from './client';
import { WechatPay } from './provider';

// WeChat Pay behind the shop's payment interface, against a local WeChat Pay
// (server/test/fakes/wechat-pay-server.ts): each way of paying, the notify it sends, and
// refunds; with WeChat Pay's public key, and with its platform certificates.

describe.each(['public-key', 'certificates'] as const)('WeChat Pay with %s', (mode) => {
  let fake: FakeWechatPay;
  let client: WechatPayClient;
  let keys: { publicKey: KeyObject };
  let wechatPay: WechatPay;
  let seq = 0;

  beforeAll(async () => {
    ({ fake, client, keys } = await fakeWechatPayAccount(mode));
    wechatPay = new WechatPay(client, FAKE_API_V3_KEY);
  });
  afterAll(() => fake?.close());

  function request(scene: PaymentRequest['scene'], openid: string | null = null): PaymentRequest {
    return {
      paymentNo: `PWX${String(++seq).padStart(6, '0')}`,
      method: 'wechat',
      amount: 3_572_000,
      description: 'MAISON 20261127000001',
      scene,
      openid,
      notifyUrl: 'https://shop.example.com/api/payment/notify/wechatpay',
      returnUrl: 'https://shop.example.com/mobile/payResult/success?order_id=7',
      expiresAt: Date.now() + 30 * 60_000,
      clientIp: '203.0.113.9',
    };
  }

  describe('paying with WeChat Pay', () => {
    it('shows a QR code on a desktop', async () => {
      const start = await wechatPay.start(request('qr'));
      expect(start).toMatchObject({ kind: 'qr', jsapi: null });
      expect(start.qrText).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    });

    it("opens WeChat Pay's page in a phone browser, which comes back to the shop", async () => {
      const start = await wechatPay.start(request('h5'));
      expect(start.kind).toBe('redirect');
      const page = new URL(start.redirectUrl);
      expect(page.origin).toBe('https://wx.tenpay.com');
      expect(page.searchParams.get('redirect_url')).toBe(
        'https://shop.example.com/mobile/payResult/success?order_id=7',
      );
    });

    it('starts the in-app payment inside WeChat, signed for WeChat to check', async () => {
      const start = await wechatPay.start(request('jsapi', 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o'));
      expect(start.kind).toBe('jsapi');
      const jsapi = start.jsapi ?? {};
      expect(jsapi).toMatchObject({ appId: 'wx8a3f1c09e7b5d4e2', signType: 'RSA' });
      expect(jsapi.package).toMatch(/^prepay_id=wx/);
      const message = `${jsapi.appId}\n${jsapi.timeStamp}\n${jsapi.nonceStr}\n${jsapi.package}\n`;
      const signed = createVerify('RSA-SHA256')
        .update(message)
        .verify(keys.publicKey, jsapi.paySign ?? '', 'base64');
      expect(signed).toBe(true);
    });
  });

  describe("WeChat Pay's notify", () => {
    it('is believed when signed and decrypted, and says what was paid', async () => {
      const paying = request('qr');
      await wechatPay.start(paying);
      fake.pay(paying.paymentNo);
      const { body, headers } = fake.notify(paying.paymentNo);
      const verified = await wechatPay.verifyNotify(body, headers, Date.now());
      expect(verified).toMatchObject({
        paymentNo: paying.paymentNo,
        amount: 3_572_000,
        result: 'paid',
        nonce: headers['Wechatpay-Nonce'],
      });
      expect(verified && 'providerTxn' in verified && verified.providerTxn).toMatch(/^4200/);
      expect(await wechatPay.query(paying.paymentNo)).toBe('paid');
    });

    it('is refused when forged, altered, old, or encrypted with another key', async () => {
      const paying = request('qr');
      await wechatPay.start(paying);
      fake.pay(paying.paymentNo);
      const now = Date.now();
      const { body, headers } = fake.notify(paying.paymentNo);
      expect(
        await wechatPay.verifyNotify(body.replace('TRANSACTION', 'TRANSACTION '), headers, now),
      ).toBeNull();
      const old = fake.notify(paying.paymentNo, { timestamp: Math.floor(now / 1000) - 360 });
      expect(await wechatPay.verifyNotify(old.body, old.headers, now)).toBeNull();
      fake.signing = 'forged';
      const forged = fake.notify(paying.paymentNo);
      fake.signing = 'platform';
      expect(await wechatPay.verifyNotify(forged.body, forged.headers, now)).toBeNull();
      const otherKey = new WechatPay(client, 'b3f1c09e7b5d4e2f8c6a1b0d9e8f7a6b');
      expect(await otherKey.verifyNotify(body, headers, now)).toBeNull();
      expect(await wechatPay.verifyNotify(body, {}, now)).toBeNull();
    });
  });

  const REFUND_NOTIFY_URL = 'https://shop.example.com/api/payment/notify/wechatpay';

  describe('closing and refunding', () => {
    it('closes an unpaid payment and refunds a paid one once per refund number', async () => {
      const unpaid = request('qr');
      await wechatPay.start(unpaid);
      expect(await wechatPay.close(unpaid.paymentNo)).toBe('closed');
      expect(await wechatPay.query(unpaid.paymentNo)).toBe('closed');
      const refundUnpaid = { paymentNo: unpaid.paymentNo, refundNo: 'R1', amount: 100 };
      expect(await wechatPay.refund({ ...refundUnpaid, notifyUrl: REFUND_NOTIFY_URL })).toBe(
        'failed',
      );

      const paid = request('h5');
      await wechatPay.start(paid);
      fake.pay(paid.paymentNo);
      expect(await wechatPay.close(paid.paymentNo)).toBe('paid');
      const refund = {
        paymentNo: paid.paymentNo,
        refundNo: `R${paid.paymentNo}`,
        amount: 1_000_000,
        notifyUrl: REFUND_NOTIFY_URL,
      };
      // WeChat Pay takes the refund and pays it out later: pending, however often it is asked.
      expect(await wechatPay.refund(refund)).toBe('pending');
      expect(await wechatPay.refund(refund)).toBe('pending');
      expect(fake.orders.get(paid.paymentNo)?.refunded).toBe(1_000_000);
      expect(fake.refunds.get(refund.refundNo)?.notifyUrl).toBe(REFUND_NOTIFY_URL);
      // More than is left to refund is refused at once.
      const tooMuch = { ...refund, refundNo: `R2${paid.paymentNo}`, amount: 2_572_001 };
      expect(await wechatPay.refund(tooMuch)).toBe('failed');
    });

    it('answers a refund as it ends: SUCCESS refunded, ABNORMAL and CLOSED not paid out', async () => {
      fake.transport = () => Promise.resolve({ status: 200, body: '{"code":"SUCCESS"}' });
      const refundOf = async (amount: number) => {
        const paid = request('qr');
        await wechatPay.start(paid);
        fake.pay(paid.paymentNo);
        const refund = { paymentNo: paid.paymentNo, refundNo: `R${paid.paymentNo}`, amount };
        expect(await wechatPay.refund({ ...refund, notifyUrl: REFUND_NOTIFY_URL })).toBe('pending');
        expect(await wechatPay.queryRefund(refund)).toEqual({ state: 'pending' });
        return refund;
      };
      const done = await refundOf(2_000);
      await fake.endRefund(done.refundNo, 'SUCCESS');
      expect(await wechatPay.queryRefund(done)).toEqual({ state: 'refunded' });
      // Asked again with the same number, it answers the refund as it ended.
      expect(await wechatPay.refund({ ...done, notifyUrl: REFUND_NOTIFY_URL })).toBe('refunded');
      const stuck = await refundOf(3_000);
      await fake.endRefund(stuck.refundNo, 'ABNORMAL');
      expect(await wechatPay.queryRefund(stuck)).toEqual({ state: 'failed', reason: 'ABNORMAL' });
      const closed = await refundOf(4_000);
      await fake.endRefund(closed.refundNo, 'CLOSED');
      expect(await wechatPay.queryRefund(closed)).toEqual({ state: 'failed', reason: 'CLOSED' });
      expect(await wechatPay.queryRefund({ ...closed, refundNo: 'RNONE1' })).toEqual({
        state: 'failed',
        reason: 'NOT_FOUND',
      });
      // An answer about another order or amount than asked is not believed.
      await expect(wechatPay.queryRefund({ ...done, amount: 1 })).rejects.toThrow(/not of/);
    });

    it("reads a refund's notify: paid out, or not", async () => {
      const sent: { url: string }[] = [];
      fake.transport = (url) => {
        sent.push({ url });
        return Promise.resolve({ status: 200, body: '{"code":"SUCCESS"}' });
      };
      const paid = request('qr');
      await wechatPay.start(paid);
      fake.pay(paid.paymentNo);
      const refund = { paymentNo: paid.paymentNo, refundNo: `R${paid.paymentNo}`, amount: 2_000 };
      expect(await wechatPay.refund({ ...refund, notifyUrl: REFUND_NOTIFY_URL })).toBe('pending');
      const done = await fake.endRefund(refund.refundNo, 'SUCCESS');
      if (!done) throw new Error('WeChat Pay sent no refund notify');
      expect(sent).toEqual([{ url: REFUND_NOTIFY_URL }]);
      expect(await wechatPay.verifyNotify(done.body, done.headers, Date.now())).toEqual({
        paymentNo: paid.paymentNo,
        refundNo: refund.refundNo,
        amount: 2_000,
        result: 'refunded',
        status: 'SUCCESS',
        signedAt: Number(done.headers['Wechatpay-Timestamp']) * 1000,
        nonce: done.headers['Wechatpay-Nonce'],
      });
      const other = request('qr');
      await wechatPay.start(other);
      fake.pay(other.paymentNo);
      const stuck = { paymentNo: other.paymentNo, refundNo: `R${other.paymentNo}`, amount: 500 };
      expect(await wechatPay.refund({ ...stuck, notifyUrl: REFUND_NOTIFY_URL })).toBe('pending');
      const abnormal = await fake.endRefund(stuck.refundNo, 'ABNORMAL');
      if (!abnormal) throw new Error('WeChat Pay sent no refund notify');
      expect(
        await wechatPay.verifyNotify(abnormal.body, abnormal.headers, Date.now()),
      ).toMatchObject({
        refundNo: stuck.refundNo,
        result: 'failed',
        status: 'ABNORMAL',
      });
    });
  });
});
