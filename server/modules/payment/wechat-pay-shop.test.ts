import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPreview } from '../../../contract/order';
import type { OrderPayment, PaymentOption } from '../../../contract/payment';
import { fakeWechatPayShopEnv } from '../../test/fakes/wechat-pay-account';
import { createTestShop, databases, PUBLIC_SHOP_ENV } from '../../test/harness';
import { createMember } from '../../test/members';
import { checkoutFixtures } from '../order/checkout/checkout-fixtures';
import { providerShop } from './provider-shop-fixtures';

// A public shop paid through WeChat Pay, end to end: its account read from the environment,
// orders placed through the checkout, paid at a local WeChat Pay that checks the shop's
// signatures, and its notifies signed and encrypted as WeChat Pay sends them; with WeChat Pay's
// public key, and with the platform certificates the shop downloads at start.

const MISSING_CN = '暂不支持该支付方式，请选择其他支付方式';

const modes = ['public-key', 'certificates'] as const;
const setups = databases.flatMap((kind) => modes.map((mode) => [kind, mode] as const));

describe.each(setups)('a shop paid through WeChat Pay, on %s, with %s', (kind, mode) => {
  const paid = providerShop(kind, { alipay: false, wechatPay: mode });
  const { shop, wechatPay, orderOne, startPaying, deliver } = paid;
  const { orderRow } = paid.payment;
  const checkout = checkoutFixtures(shop);
  beforeAll(() => paid.start());
  afterAll(() => paid.stop());

  it('offers only WeChat Pay: the order page, the payment page, and paying with Alipay refused', async () => {
    const member = await createMember(shop().db);
    const { sku } = await checkout.goods({ price: 500_00 });
    const form = { sku_list: JSON.stringify([{ sku_id: sku, quantity: 1 }]) };
    const preview = await checkout.preview(member, form);
    expect((preview.data as OrderPreview).pay_methods).toEqual(['wechat']);
    const addressId = String(await checkout.address(member));
    const byAlipay = await checkout.submit(
      member,
      { ...form, address_id: addressId, pay_method: 'alipay' },
      'en',
    );
    expect(byAlipay).toMatchObject({
      code: 422,
      msg: 'This payment method is not available at the moment: please choose another one',
    });
    expect(await checkout.orderCount([member.id])).toBe(0);
    const { order } = await orderOne(500_00, member);
    const payments = await paid.payment.post<OrderPayment & { list: PaymentOption[] }>(
      member,
      'api/payment/get-payments',
      { order_id: String(order.order_id) },
    );
    expect(payments.data.list.map((option) => option.method)).toEqual(['wechat', 'balance']);
    const ordersAtWechatPay = wechatPay().orders.size;
    const alipay = await paid.payment.post(member, 'api/payment/pay-data', {
      order_id: String(order.order_id),
      pay_method: 'alipay',
    });
    expect(alipay).toMatchObject({ code: 422, msg: MISSING_CN });
    expect(wechatPay().orders.size).toBe(ordersAtWechatPay);
  });

  it('pays a desktop order by QR code: the notify makes it paid, once', async () => {
    const { member, order } = await orderOne();
    const start = await startPaying(member, order.order_id, 'qr');
    expect(start).toMatchObject({ kind: 'qr', pay_amount: order.pay_amount });
    expect(start.qr_text).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const placed = wechatPay().orders.get(start.payment_no);
    expect(placed?.body).toMatchObject({
      out_trade_no: start.payment_no,
      amount: { total: order.pay_amount },
      notify_url: `${shop().config.publicUrl}/api/payment/notify/wechatpay`,
    });
    wechatPay().pay(start.payment_no);
    const delivery = wechatPay().notify(start.payment_no);
    const applied = await deliver(delivery);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ code: 'SUCCESS' });
    const after = await orderRow(order.order_id);
    expect(after).toMatchObject({ status: 'paid', pay_method: 'wechat' });
    // The same delivery again is a replay: refused, and nothing changes.
    const replay = await deliver(delivery);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'FAIL', message: 'nonce already used' });
    // WeChat Pay's own retry (a new delivery) is acknowledged without paying twice.
    expect((await deliver(wechatPay().notify(start.payment_no))).statusCode).toBe(200);
    expect(await orderRow(order.order_id)).toEqual(after);
  });

  it("pays on a phone through WeChat Pay's page, which sends the shopper back to the shop", async () => {
    const { member, order } = await orderOne();
    const start = await startPaying(member, order.order_id, 'h5');
    expect(start.kind).toBe('redirect');
    const page = new URL(start.redirect_url);
    expect(page.searchParams.get('redirect_url')).toBe(
      `${shop().config.publicUrl}/mobile/payResult/success?order_id=${order.order_id}&payment_no=${start.payment_no}`,
    );
    expect(wechatPay().orders.get(start.payment_no)?.body).toMatchObject({
      scene_info: { h5_info: { type: 'Wap' } },
    });
    wechatPay().pay(start.payment_no);
    expect((await deliver(wechatPay().notify(start.payment_no))).statusCode).toBe(200);
    expect((await orderRow(order.order_id)).status).toBe('paid');
  });

  it('pays inside WeChat with the shopper’s openid, signed for WeChat to check', async () => {
    const member = await createMember(shop().db, { wechat_openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });
    const { order } = await orderOne(1_200_00, member);
    const start = await startPaying(member, order.order_id, 'h5', { inWechat: true });
    expect(start.kind).toBe('jsapi');
    expect(start.jsapi).toMatchObject({
      signType: 'RSA',
      package: expect.stringMatching(/^prepay_id=wx/) as string,
    });
    expect(wechatPay().orders.get(start.payment_no)?.body).toMatchObject({
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    });
    wechatPay().pay(start.payment_no);
    expect((await deliver(wechatPay().notify(start.payment_no))).statusCode).toBe(200);
    expect((await orderRow(order.order_id)).status).toBe('paid');
  });

  it('refuses a notify of the wrong amount, forged, altered or old: the order stays unpaid', async () => {
    const { member, order } = await orderOne();
    const start = await startPaying(member, order.order_id);
    wechatPay().pay(start.payment_no);
    const placed = wechatPay().orders.get(start.payment_no);
    if (!placed) throw new Error('WeChat Pay has no such order');
    placed.total = order.pay_amount - 1;
    const wrong = await deliver(wechatPay().notify(start.payment_no));
    expect([wrong.statusCode, wrong.json()]).toEqual([
      400,
      { code: 'FAIL', message: 'amount mismatch' },
    ]);
    placed.total = order.pay_amount;
    const good = wechatPay().notify(start.payment_no);
    const altered = await deliver({
      ...good,
      body: good.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" '),
    });
    expect(altered.statusCode).toBe(400);
    wechatPay().signing = 'forged';
    const forged = await deliver(wechatPay().notify(start.payment_no));
    wechatPay().signing = 'platform';
    expect(forged.json()).toMatchObject({ message: 'bad signature' });
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 360;
    const old = await deliver(wechatPay().notify(start.payment_no, { timestamp: sixMinutesAgo }));
    expect(old.statusCode).toBe(400);
    expect((await orderRow(order.order_id)).status).toBe('unpaid');
    expect((await deliver(good)).statusCode).toBe(200);
    expect((await orderRow(order.order_id)).status).toBe('paid');
  });

  it('believes WeChat Pay only about payments made with WeChat Pay', async () => {
    const { member, order } = await orderOne();
    const start = await startPaying(member, order.order_id);
    wechatPay().pay(start.payment_no);
    await shop()
      .db.updateTable('payment')
      .set({ method: 'alipay' })
      .where('payment_no', '=', start.payment_no)
      .execute();
    const notified = await deliver(wechatPay().notify(start.payment_no));
    expect([notified.statusCode, notified.json()]).toEqual([
      400,
      { code: 'FAIL', message: 'unknown payment' },
    ]);
    expect((await orderRow(order.order_id)).status).toBe('unpaid');
  });
  it.runIf(mode === 'certificates')(
    'downloaded the platform certificates at start, and takes a notify signed by the next one',
    async () => {
      expect(wechatPay().received[0]).toMatchObject({ method: 'GET', path: '/v3/certificates' });
      const { member, order } = await orderOne();
      const start = await startPaying(member, order.order_id);
      wechatPay().pay(start.payment_no);
      await wechatPay().rotate();
      const delivery = wechatPay().notify(start.payment_no);
      expect(delivery.headers['Wechatpay-Serial']).toBe(wechatPay().certificates[1]?.serial);
      expect((await deliver(delivery)).statusCode).toBe(200);
      expect((await orderRow(order.order_id)).status).toBe('paid');
    },
  );
});

describe.each(databases)('a shop whose WeChat Pay certificates cannot be had, on %s', (kind) => {
  it('does not start, and says why', async () => {
    const publicKeyOnly = await fakeWechatPayShopEnv('public-key');
    const env = {
      ...PUBLIC_SHOP_ENV,
      ...publicKeyOnly.env,
      WECHAT_PAY_PUBLIC_KEY_ID: '',
      WECHAT_PAY_PUBLIC_KEY_FILE: '',
    };
    try {
      await expect(createTestShop(kind, env)).rejects.toThrow(
        /^WeChat Pay's platform certificates could not be downloaded: WeChat Pay would not list its platform certificates: 证书不存在/,
      );
    } finally {
      await publicKeyOnly.close();
    }
  });
});
