import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStallingServer, type StallingServer } from '../../test/fakes/stalling-server';
import { databases } from '../../test/harness';
import type { TestMember } from '../../test/members';
import { providerShop } from './provider-shop-fixtures';

// A public shop whose payment providers take the call and then never answer: the shop gives up
// after its provider timeout (PROVIDER_TIMEOUT_MS, at its shortest here), tells the shopper in
// their language, goes on answering other calls meanwhile, and drops the stalled connection.

describe.each(databases)('paying while the payment providers stall, on %s', (kind) => {
  const paid = providerShop(kind);
  const { shop, orderOne, startPaying } = paid;
  const { post, orderRow } = paid.payment;
  let stalling: StallingServer;
  beforeAll(async () => {
    stalling = await startStallingServer();
    await paid.start({
      WECHAT_PAY_BASE_URL: stalling.url,
      ALIPAY_GATEWAY: `${stalling.url}/gateway.do`,
      PROVIDER_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    await paid.stop();
    await stalling?.close();
  });

  const payByWechat = (member: TestMember, orderId: number, lang: 'cn' | 'en') =>
    post(member, 'api/payment/pay-data', { order_id: String(orderId), pay_method: 'wechat' }, lang);

  it('says paying cannot start now, and answers other calls while it waits', async () => {
    const { member, order } = await orderOne(2_680_00, undefined, 'wechat');
    const asked = stalling.received;
    const stalled = payByWechat(member, order.order_id, 'en');
    await stalling.requests(asked + 1);
    const meanwhile = await post(member, 'api/payment/get-payments', {
      order_id: String(order.order_id),
    });
    expect(meanwhile.code).toBe(0);
    expect(stalling.held()).toBe(1);

    expect(await stalled).toEqual({
      code: 503,
      data: null,
      msg: 'The payment could not be started: please try again in a moment',
    });
    await vi.waitFor(() => expect(stalling.held()).toBe(0));
    expect(await payByWechat(member, order.order_id, 'cn')).toEqual({
      code: 503,
      data: null,
      msg: '暂时无法发起支付，请稍后重试',
    });
    const attempts = await shop()
      .db.selectFrom('payment')
      .select('status')
      .where('order_id', '=', order.order_id)
      .execute();
    expect(attempts.map((attempt) => attempt.status)).toEqual(['failed', 'failed']);
    expect((await orderRow(order.order_id)).status).toBe('unpaid');
  });

  it('keeps an order whose payment cannot be stopped, and says why', async () => {
    const { member, order } = await orderOne(1_980_00, undefined, 'alipay');
    // Alipay's cashier is a signed address: starting asks Alipay nothing.
    const start = await startPaying(member, order.order_id, 'qr', { method: 'alipay' });
    const cancel = (lang: 'cn' | 'en') =>
      post(member, 'api/order/cancel', { order_id: String(order.order_id) }, lang);

    expect(await cancel('en')).toEqual({
      code: 503,
      data: null,
      msg: 'The payment service cannot be reached at the moment, so the order is not cancelled yet: please try again shortly',
    });
    expect(await cancel('cn')).toEqual({
      code: 503,
      data: null,
      msg: '支付服务暂时无法连接，订单尚未取消，请稍后重试',
    });
    expect((await orderRow(order.order_id)).status).toBe('unpaid');
    const attempt = await shop()
      .db.selectFrom('payment')
      .select('status')
      .where('payment_no', '=', start.payment_no)
      .executeTakeFirstOrThrow();
    expect(attempt.status).toBe('pending');
    await vi.waitFor(() => expect(stalling.held()).toBe(0));
  });
});
