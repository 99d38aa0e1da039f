import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeAlipayAccount } from '../../test/fakes/alipay-account';
import { startNotifyEndpoint, type NotifyEndpoint } from '../../test/fakes/alipay-notify-endpoint';
import type { FakeAlipay } from '../../test/fakes/alipay-server';
import type { PaymentRequest, VerifiedNotify } from '../payment';
import { AlipayClient, type AlipayAccount } from './client';
import { Alipay } from './provider';

// Alipay behind the shop's payment interface, against a local Alipay
// (server/test/fakes/alipay-server.ts): each way of paying, the notify Alipay posts to the
// shop's notify URL (here a stand-in with the notify route's rules: 5 minutes, each nonce once),
// the shopper's return, closing and refunding; with Alipay's public key, and in certificate
// mode.

describe.each(['public-key', 'certificates'] as const)('Alipay with %s', (mode) => {
  let fake: FakeAlipay;
  let account: AlipayAccount;
  let alipay: Alipay;
  let shop: NotifyEndpoint;
  let notifyUrl = '';
  let seq = 0;

  beforeAll(async () => {
    let client: AlipayClient;
    ({ fake, client, account } = await fakeAlipayAccount(mode));
    alipay = new Alipay(client);
    shop = await startNotifyEndpoint(alipay);
    notifyUrl = `${shop.url}/alipay`;
  });
  afterAll(async () => {
    await shop?.close();
    await fake?.close();
  });
  beforeEach(() => shop.reset());

  function request(scene: PaymentRequest['scene'] = 'qr'): PaymentRequest {
    return {
      paymentNo: `PAL${String(++seq).padStart(6, '0')}`,
      method: 'alipay',
      amount: 3_572_000,
      description: 'MAISON 20261127000001',
      scene,
      openid: null,
      notifyUrl,
      returnUrl: 'https://shop.example.com/mobile/payResult/success?order_id=7',
      expiresAt: Date.now() + 30 * 60_000,
      clientIp: '203.0.113.9',
    };
  }

  /** A payment the shopper started and paid at Alipay's cashier. */
  async function paid(scene: PaymentRequest['scene'] = 'qr') {
    const paying = request(scene);
    fake.openCashier((await alipay.start(paying)).redirectUrl);
    fake.pay(paying.paymentNo);
    return paying;
  }

  describe('paying with Alipay', () => {
    it("sends a desktop to Alipay's page cashier and a phone to its wap cashier", async () => {
      const desktop = await alipay.start(request('qr'));
      expect(desktop).toMatchObject({ kind: 'redirect', qrText: '', jsapi: null });
      expect(desktop.redirectUrl.startsWith(`${fake.gateway}?`)).toBe(true);
      expect(fake.openCashier(desktop.redirectUrl).method).toBe('alipay.trade.page.pay');
      for (const scene of ['h5', 'jsapi'] as const) {
        const phone = request(scene);
        const trade = fake.openCashier((await alipay.start(phone)).redirectUrl);
        expect(trade).toMatchObject({
          method: 'alipay.trade.wap.pay',
          notifyUrl,
          total: 3_572_000,
        });
        expect(trade.returnUrl).toBe(phone.returnUrl);
      }
    });
  });

  describe("Alipay's notify", () => {
    it('is taken once signed by Alipay for this app, and says what was paid', async () => {
      const paying = await paid();
      // Alipay writes its notify_time to the second.
      const sentAt = Math.floor(Date.now() / 1000) * 1000 - 1000;
      const { reply } = await fake.deliver(paying.paymentNo, { at: sentAt });
      expect(reply).toBe('success');
      const notify = shop.taken[0] as VerifiedNotify;
      expect(notify).toMatchObject({
        paymentNo: paying.paymentNo,
        amount: 3_572_000,
        result: 'paid',
      });
      expect(notify.providerTxn).toBe(fake.trades.get(paying.paymentNo)?.tradeNo);
      expect(notify.signedAt).toBe(sentAt);
      expect(await alipay.query(paying.paymentNo)).toBe('paid');
    });

    it('is refused when forged, altered, or for another app', async () => {
      const paying = await paid();
      expect((await fake.deliver(paying.paymentNo, { forged: true })).reply).toBe('fail');
      const body = fake.notifyBody(paying.paymentNo);
      const now = Date.now();
      expect(alipay.verifyNotify(body.replace('35720.00', '3.00'), {}, now)).toBeNull();
      expect(alipay.verifyNotify(body.replace('trade_status_sync', 'other'), {}, now)).toBeNull();
      expect(alipay.verifyNotify(`${body}&total_amount=3.00`, {}, now)).toBeNull();
      const otherApp = new Alipay(new AlipayClient({ ...account, appId: '2021000000000001' }));
      expect(otherApp.verifyNotify(body, {}, now)).toBeNull();
      expect(alipay.verifyNotify(body, {}, now)).not.toBeNull();
      expect(shop.taken).toEqual(['bad signature']);
    });

    it('is refused when paid to another seller, however well signed', async () => {
      const paying = await paid();
      const otherSeller = { sellerId: '2088102146225135' };
      expect((await fake.deliver(paying.paymentNo, otherSeller)).reply).toBe('fail');
      expect(shop.taken).toEqual(['bad signature']);
      const body = fake.notifyBody(paying.paymentNo, otherSeller);
      expect(new URLSearchParams(body).get('seller_id')).toBe('2088102146225135');
      // Without a seller to compare with, the app's signature alone decides.
      const anySeller = new Alipay(new AlipayClient({ ...account, sellerId: null }));
      expect(anySeller.verifyNotify(body, {}, Date.now())).toMatchObject({
        paymentNo: paying.paymentNo,
      });
      const query = fake.returnQuery(paying.paymentNo);
      expect(alipay.verifyReturn({ ...query, seller_id: '2088102146225135' })).toBeNull();
    });

    it('reports the time it was sent, so an old one is refused', async () => {
      const paying = await paid();
      const sixMinutesAgo = Date.now() - 6 * 60_000;
      expect((await fake.deliver(paying.paymentNo, { at: sixMinutesAgo })).reply).toBe('fail');
      expect(shop.taken).toEqual(['stale']);
      const notify = alipay.verifyNotify(fake.notifyBody(paying.paymentNo, { at: sixMinutesAgo }));
      expect(notify?.signedAt).toBe(Math.floor(sixMinutesAgo / 1000) * 1000);
    });

    it('reports the amount Alipay collected, which the shop checks against its own', async () => {
      const paying = await paid();
      await fake.deliver(paying.paymentNo, { totalAmount: '35719.99' });
      expect(shop.taken[0]).toMatchObject({ paymentNo: paying.paymentNo, amount: 3_571_999 });
    });

    it('is taken when Alipay sends it again, but not when it is played back', async () => {
      const paying = await paid();
      shop.busy = true;
      const first = await fake.deliver(paying.paymentNo);
      expect(first.reply).toBe('fail');
      shop.busy = false;
      // Alipay's next sending: the same notify_id, the time of that sending.
      const again = await fake.deliver(paying.paymentNo, { at: Date.now() + 2_000 });
      expect(again.reply).toBe('success');
      const [refused, retry] = shop.taken as [string, VerifiedNotify];
      expect(refused).toBe('busy');
      const notifyId = new URLSearchParams(first.body).get('notify_id') ?? '';
      expect(new URLSearchParams(again.body).get('notify_id')).toBe(notifyId);
      expect(retry.nonce).toContain(notifyId);
      const replay = alipay.verifyNotify(again.body, {}, Date.now());
      expect(replay?.nonce).toBe(retry.nonce);
      expect(alipay.verifyNotify(first.body, {}, Date.now())?.nonce).not.toBe(retry.nonce);
      const played = await fetch(notifyUrl, { method: 'POST', body: again.body });
      expect(await played.text()).toBe('fail');
      expect(shop.taken.at(-1)).toBe('replayed');
    });

    it('says a trade Alipay closed unpaid failed', async () => {
      const paying = request();
      fake.openCashier((await alipay.start(paying)).redirectUrl);
      expect(await alipay.close(paying.paymentNo)).toBe('closed');
      await fake.deliver(paying.paymentNo);
      expect(shop.taken[0]).toMatchObject({ paymentNo: paying.paymentNo, result: 'failed' });
    });

    it('is answered as Alipay reads it: "success", or anything else to be sent again', () => {
      expect(alipay.notifyReply(true, 'OK')).toEqual({
        status: 200,
        contentType: 'text/plain; charset=utf-8',
        body: 'success',
      });
      expect(alipay.notifyReply(false, 'amount mismatch').body).toBe('fail');
    });
  });

  describe("the shopper's return from Alipay", () => {
    it('names the payment and its amount when Alipay signed it', async () => {
      const paying = await paid('h5');
      const query = fake.returnQuery(paying.paymentNo);
      expect(query.method).toBe('alipay.trade.wap.pay.return');
      expect(alipay.verifyReturn(query)).toEqual({
        paymentNo: paying.paymentNo,
        amount: 3_572_000,
      });
      expect(alipay.verifyReturn({ ...query, total_amount: '0.01' })).toBeNull();
      expect(alipay.verifyReturn({ ...query, sign: '' })).toBeNull();
    });
  });

  describe('querying, closing and refunding', () => {
    it('knows each state of a payment', async () => {
      const paying = request();
      expect(await alipay.query(paying.paymentNo)).toBe('unknown');
      fake.openCashier((await alipay.start(paying)).redirectUrl);
      expect(await alipay.query(paying.paymentNo)).toBe('pending');
      expect(await alipay.close(paying.paymentNo)).toBe('closed');
      expect(await alipay.query(paying.paymentNo)).toBe('closed');
    });

    it('answers paid when closing a payment made first, and refunds it once', async () => {
      const paying = await paid();
      expect(await alipay.close(paying.paymentNo)).toBe('paid');
      const refund = {
        paymentNo: paying.paymentNo,
        refundNo: `R${paying.paymentNo}`,
        amount: 1_000_000,
        notifyUrl: 'https://shop.example.com/api/payment/notify/alipay',
      };
      expect(await alipay.refund(refund)).toBe('refunded');
      expect(await alipay.refund(refund)).toBe('refunded');
      expect(await alipay.queryRefund(refund)).toEqual({ state: 'refunded' });
      expect(fake.trades.get(paying.paymentNo)?.refunded).toBe(1_000_000);
      const tooMuch = { ...refund, refundNo: `R2${paying.paymentNo}`, amount: 3_000_000 };
      expect(await alipay.refund(tooMuch)).toBe('failed');
    });

    it('leaves a refund Alipay took without moving money pending, until its query says how it went', async () => {
      fake.refundsSettle = 'later';
      try {
        const moved = await paid();
        const refund = {
          paymentNo: moved.paymentNo,
          refundNo: `R${moved.paymentNo}`,
          amount: 100_000,
          notifyUrl: 'https://shop.example.com/api/payment/notify/alipay',
        };
        expect(await alipay.refund(refund)).toBe('pending');
        expect(await alipay.queryRefund(refund)).toEqual({ state: 'failed', reason: 'NOT_FOUND' });
        fake.settleRefunds();
        expect(await alipay.queryRefund(refund)).toEqual({ state: 'refunded' });
        const asked = fake.received.filter((r) => r.method === 'alipay.trade.fastpay.refund.query');
        expect(JSON.parse(asked.at(-1)?.biz_content ?? '{}')).toMatchObject({
          out_trade_no: moved.paymentNo,
          out_request_no: refund.refundNo,
          query_options: ['gmt_refund_pay'],
        });

        const dropped = await paid();
        const lost = { ...refund, paymentNo: dropped.paymentNo, refundNo: `R${dropped.paymentNo}` };
        expect(await alipay.refund(lost)).toBe('pending');
        fake.dropRefund(dropped.paymentNo, lost.refundNo);
        expect(await alipay.queryRefund(lost)).toEqual({ state: 'failed', reason: 'NOT_FOUND' });
      } finally {
        fake.refundsSettle = 'at-once';
      }
    });
  });
});
