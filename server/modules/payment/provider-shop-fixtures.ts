import type { PlacedOrder, ProviderMethod } from '../../../contract/order';
import type { PayInstruction } from '../../../contract/payment';
import { createProviders } from '../../providers';
import type { PaymentMethods } from '../../providers/payment-methods';
import { fakeAlipayShopEnv } from '../../test/fakes/alipay-account';
import type { FakeAlipay, FakeAlipayMode } from '../../test/fakes/alipay-server';
import { fakeWechatPayShopEnv } from '../../test/fakes/wechat-pay-account';
import type { FakeWechatPay, FakeWechatPayMode } from '../../test/fakes/wechat-pay-server';
import { createTestShop, PUBLIC_SHOP_ENV, type TestShop } from '../../test/harness';
import { createMember, type TestMember } from '../../test/members';
import { checkoutFixtures } from '../order/checkout/checkout-fixtures';
import { paymentFixtures } from './payment-fixtures';

interface Started {
  shop: TestShop;
  wechatPay: FakeWechatPay;
  alipay: FakeAlipay;
  closeFakes: () => Promise<void>;
}

/**
 * A public shop (sandbox off) paid through the real providers, configured from its environment
 * and talking to a local WeChat Pay and a local Alipay; `alipay: false` leaves Alipay out of
 * the shop's environment, `wechatPay` chooses WeChat Pay's public key or platform certificates,
 * `alipayMode` Alipay's public key or certificates. Orders are placed through the checkout.
 */
export function providerShop(
  kind: 'sqlite' | 'postgres',
  options: { alipay?: boolean; wechatPay?: FakeWechatPayMode; alipayMode?: FakeAlipayMode } = {},
) {
  let started: Started | undefined;
  const running = () => {
    if (!started) throw new Error('the shop is not started yet');
    return started;
  };
  const shop = () => running().shop;
  const checkout = checkoutFixtures(shop);
  const payment = paymentFixtures(shop);

  /** Whether WeChat Pay's notifies reach the shop, or are lost on the way. */
  let notifiesLost = false;

  /** Starts the shop; `change` adds to its environment or changes it. */
  async function start(change: NodeJS.ProcessEnv = {}) {
    const wechatPay = await fakeWechatPayShopEnv(options.wechatPay);
    const alipay = await fakeAlipayShopEnv(options.alipayMode);
    const env = {
      ...PUBLIC_SHOP_ENV,
      ...wechatPay.env,
      ...(options.alipay === false ? {} : alipay.env),
      ...change,
    };
    const closeFakes = async () => {
      await wechatPay.close();
      await alipay.close();
    };
    const testShop = await createTestShop(kind, env);
    // The suites listen on no port: a notify WeChat Pay sends to the shop's public URL reaches
    // the shop through inject, and one sent anywhere else reaches nothing.
    wechatPay.fake.transport = async (url, body, headers) => {
      const target = new URL(url);
      if (notifiesLost || target.origin !== testShop.config.publicUrl) {
        throw new Error(`nothing answers at ${url}`);
      }
      const reply = await testShop.app.inject({
        method: 'POST',
        url: target.pathname,
        headers,
        payload: body,
      });
      return { status: reply.statusCode, body: reply.body };
    };
    started = { shop: testShop, wechatPay: wechatPay.fake, alipay: alipay.fake, closeFakes };
  }
  async function stop() {
    await started?.shop.close();
    await started?.closeFakes();
  }
  /** The shop's providers as the server built them from its environment. */
  const methods = (): PaymentMethods => createProviders(shop().config, shop().db).payment;

  /** A member's order of one piece at `price`, placed through the checkout. */
  async function orderOne(
    price = 2_680_00,
    member?: TestMember,
    method: ProviderMethod = 'wechat',
  ) {
    const buyer = member ?? (await createMember(shop().db));
    const { sku } = await checkout.goods({ price, stock: 5 });
    const addressId = await checkout.address(buyer);
    const placed = await checkout.submit(buyer, {
      sku_list: JSON.stringify([{ sku_id: sku, quantity: 1 }]),
      address_id: String(addressId),
      pay_method: method,
    });
    if (placed.code !== 0) throw new Error(`the order was refused: ${placed.msg}`);
    return { member: buyer, order: placed.data as PlacedOrder, sku };
  }

  /** Starts paying the order; `inWechat` as the WeChat browser asks; back to `returnPath`. */
  async function startPaying(
    member: TestMember,
    orderId: number,
    scene: 'qr' | 'h5' = 'qr',
    {
      method = 'wechat',
      inWechat = false,
      returnPath = `/mobile/payResult/success?order_id=${orderId}`,
    }: { method?: ProviderMethod; inWechat?: boolean; returnPath?: string } = {},
  ) {
    const reply = await shop().app.inject({
      method: 'POST',
      url: '/api?_mall_id=2&r=api/payment/pay-data',
      headers: {
        'x-access-token': member.token,
        'content-type': 'application/x-www-form-urlencoded',
        ...(inWechat ? { 'x-app-platform': 'wechat' } : {}),
      },
      payload: new URLSearchParams({
        order_id: String(orderId),
        pay_method: method,
        scene,
        return_path: returnPath,
      }).toString(),
    });
    const envelope = reply.json<{ code: number; data: PayInstruction; msg: string }>();
    if (envelope.code !== 0) throw new Error(`paying was refused: ${envelope.msg}`);
    return envelope.data;
  }

  /** Posts WeChat Pay's notify to the shop, as its servers do. */
  function deliver(delivery: { body: string; headers: Record<string, string> }) {
    return payment.deliver(delivery, { provider: 'wechatpay' });
  }

  /** Posts Alipay's notify form to the shop, as its servers do. */
  function deliverAlipay(body: string) {
    const headers = { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' };
    return payment.deliver({ body, headers }, { provider: 'alipay' });
  }

  return {
    shop,
    wechatPay: () => running().wechatPay,
    alipay: () => running().alipay,
    methods,
    start,
    stop,
    orderOne,
    startPaying,
    deliver,
    deliverAlipay,
    payment,
    /** From now on WeChat Pay's notifies are lost on the way (true) or reach the shop. */
    loseNotifies(lost: boolean) {
      notifiesLost = lost;
    },
  };
}
