import { describe, expect } from 'vitest';
import type { PayInstruction } from '../contract/payment';
import { checkoutFixtures } from './modules/order/checkout/checkout-fixtures';
import { paymentFixtures } from './modules/payment/payment-fixtures';
import { SandboxPayment } from './providers/payment-sandbox';
import { request, sendCode, uniqueIp, uniqueMobile } from './test/accounts';
import { parseExposition, scrape } from './test/exposition';
import { oncePerShop, test as shopTest } from './test/fixtures';
import { call, databases, type TestShop } from './test/harness';
import { callAs, type TestMember } from './test/members';

const checkoutOf = oncePerShop((shop: TestShop) => checkoutFixtures(() => shop));
const paymentsOf = oncePerShop((shop: TestShop) => paymentFixtures(() => shop));

const test = shopTest
  .extend('checkout', ({ shop }) => checkoutOf(shop))
  .extend('payments', ({ shop }) => paymentsOf(shop));

describe.each(databases)('the metrics a Prometheus server scrapes, on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('are the text format, with the shop, database and process series', async ({ shop }) => {
    await call(shop.app, 'api/goods/detail', { query: { id: 1 } });
    const response = await shop.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const metrics = parseExposition(response.body);
    expect(Object.fromEntries(metrics.types)).toMatchObject({
      shop_http_requests_total: 'counter',
      shop_http_request_duration_seconds: 'histogram',
      shop_db_query_duration_seconds: 'histogram',
      shop_orders_placed_total: 'counter',
      shop_payments_total: 'counter',
      shop_payment_notifies_refused_total: 'counter',
      shop_throttled_total: 'counter',
      shop_sms_total: 'counter',
      process_resident_memory_bytes: 'gauge',
      nodejs_heap_size_used_bytes: 'gauge',
      nodejs_eventloop_lag_p99_seconds: 'gauge',
      nodejs_gc_duration_seconds: 'histogram',
    });
    // The call is labelled by its route's pattern and its name, never by its URL.
    const detail = { method: 'GET', route: '/api', call: 'api/goods/detail' };
    expect(metrics.value('shop_http_requests_total', { ...detail, status: '200' })).toBe(1);
    expect(metrics.value('shop_http_request_duration_seconds_count', detail)).toBe(1);
    const urls = metrics.samples('shop_http_requests_total').map((s) => s.labels.route);
    expect(urls.some((route) => route?.includes('?'))).toBe(false);
    expect(
      metrics.value('shop_db_query_duration_seconds_count', { operation: 'select' }),
    ).toBeGreaterThan(0);
    if (kind === 'postgres') {
      expect(metrics.types.get('shop_db_pool_connections')).toBe('gauge');
      expect(metrics.value('shop_db_pool_connections')).toBeGreaterThan(0);
      expect(metrics.value('shop_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(metrics.types.has('shop_db_pool_connections')).toBe(false);
    }
  });

  test('count a path no route names as *, a picture by its route, an unknown call by its route only', async ({
    shop,
  }) => {
    const before = await scrape(shop.app);
    await shop.app.inject({ url: '/api?_mall_id=2&r=api/no-such-call-8f3a' });
    await shop.app.inject({ url: '/no-such-page-8f3a' });
    await shop.app.inject({ url: '/media/no-such-picture-8f3a.webp' });
    const after = await scrape(shop.app);
    const unknownCall = { method: 'GET', route: '/api', call: '', status: '200' };
    const page = { method: 'GET', route: '*', call: '', status: '404' };
    const picture = { method: 'GET', route: '/media/*', call: '', status: '404' };
    for (const labels of [unknownCall, page, picture]) {
      const moved =
        after.value('shop_http_requests_total', labels) -
        before.value('shop_http_requests_total', labels);
      expect(moved, JSON.stringify(labels)).toBe(1);
    }
    const text = (await shop.app.inject({ url: '/metrics' })).body;
    expect(text).not.toContain('no-such');
  });

  test('count an order once when it is placed, not when its submission is repeated', async ({
    shop,
    member,
    checkout: { address, goods, items, key },
  }) => {
    const before = (await scrape(shop.app)).value('shop_orders_placed_total');
    const piece = await goods({ stock: 5 });
    const form = {
      sku_list: items([{ sku_id: piece.sku, quantity: 1 }]),
      address_id: String(await address(member)),
      pay_method: 'wechat',
      cross_border: '1',
      idempotency_key: key(),
    };
    for (let i = 0; i < 2; i += 1) {
      const reply = await callAs(shop.app, member.token, 'api/order/submit', { form });
      expect(reply.code).toBe(0);
    }
    expect((await scrape(shop.app)).value('shop_orders_placed_total')).toBe(before + 1);
  });

  async function startPaying(shop: TestShop, member: TestMember, orderId: number, method: string) {
    const reply = await paymentsOf(shop).post<PayInstruction>(member, 'api/payment/pay-data', {
      order_id: String(orderId),
      pay_method: method,
    });
    expect(reply.code).toBe(0);
    return reply.data.payment_no;
  }

  test('count payments by method and result once, however many notifies say so', async ({
    shop,
    member,
    payments: { notify, placeOrder },
  }) => {
    const before = await scrape(shop.app);
    const order = await placeOrder(member);
    const first = await startPaying(shop, member, order.id, 'wechat');
    const second = await startPaying(shop, member, order.id, 'alipay');
    const sandbox = new SandboxPayment(shop.db, shop.config.paySecret);
    await sandbox.settle(first, 'paid', Date.now());
    await sandbox.settle(second, 'paid', Date.now());
    const body = (paymentNo: string) => ({
      payment_no: paymentNo,
      amount: order.pay_amount,
      result: 'paid' as const,
      provider_txn: `TX${paymentNo}`,
    });
    const deliveries = [first, second, first, second, first, second].map((no) => body(no));
    const replies = await Promise.all(deliveries.map((content) => notify(content)));
    expect(replies.map((r) => r.statusCode)).toEqual(deliveries.map(() => 200));
    const after = await scrape(shop.app);
    const moved = (method: string, result: string) =>
      after.value('shop_payments_total', { method, result }) -
      before.value('shop_payments_total', { method, result });
    expect(moved('wechat', 'started')).toBe(1);
    expect(moved('alipay', 'started')).toBe(1);
    // One pays the order; the other brought money for an order already paid, sent back.
    expect(moved('wechat', 'paid') + moved('alipay', 'paid')).toBe(1);
    expect(moved('wechat', 'extra') + moved('alipay', 'extra')).toBe(1);
  });

  test('count a refused payment notify by provider and reason', async ({
    shop,
    member,
    payments: { deliver, notify, placeOrder, signedNotify },
  }) => {
    const before = await scrape(shop.app);
    const order = await placeOrder(member);
    const paymentNo = await startPaying(shop, member, order.id, 'wechat');
    const content = {
      payment_no: paymentNo,
      amount: order.pay_amount,
      result: 'failed' as const,
      provider_txn: `TX${paymentNo}`,
    };
    expect((await notify(content, { signature: 'forged' })).statusCode).toBe(400);
    expect((await notify({ ...content, amount: 1 })).statusCode).toBe(400);
    const replayed = signedNotify(content);
    expect((await deliver(replayed)).statusCode).toBe(200);
    expect((await deliver(replayed)).statusCode).toBe(400);
    expect((await notify(content, { provider: 'nobody-8f3a' })).statusCode).toBe(404);
    const after = await scrape(shop.app);
    const moved = (provider: string, reason: string) =>
      after.value('shop_payment_notifies_refused_total', { provider, reason }) -
      before.value('shop_payment_notifies_refused_total', { provider, reason });
    expect(moved('sandbox', 'bad_signature')).toBe(1);
    expect(moved('sandbox', 'amount_mismatch')).toBe(1);
    expect(moved('sandbox', 'replayed')).toBe(1);
    expect(moved('unknown', 'unknown_provider')).toBe(1);
    // The notify that was taken failed the payment: counted once, as failed.
    const failed = { method: 'wechat', result: 'failed' };
    expect(
      after.value('shop_payments_total', failed) - before.value('shop_payments_total', failed),
    ).toBe(1);
  });

  test('count each sign-in refused by its throttle', async ({ shop, member }) => {
    const before = await scrape(shop.app);
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const reply = await request(shop.app, 'api/passport/login', {
        ip,
        form: { type: 'password', account: member.mobile, password: 'Wrong-password-1' },
      });
      codes.push(reply.code);
    }
    const throttled = codes.filter((code) => code === 429).length;
    expect(throttled).toBeGreaterThan(0);
    const after = await scrape(shop.app);
    const labels = { call: 'api/passport/login', limit: 'loginSlowDown' };
    expect(
      after.value('shop_throttled_total', labels) - before.value('shop_throttled_total', labels),
    ).toBe(throttled);
  });

  test('count a texted code sent, and not one the shop refused before sending', async ({
    shop,
  }) => {
    const before = await scrape(shop.app);
    const mobile = uniqueMobile();
    expect((await sendCode(shop.app, mobile, 'login')).code).toBe(0);
    // Too soon for the same number: refused by the shop's own limit, nothing handed over.
    expect((await sendCode(shop.app, mobile, 'login')).code).toBe(429);
    const after = await scrape(shop.app);
    const sent = { result: 'sent', reason: '' };
    expect(after.value('shop_sms_total', sent) - before.value('shop_sms_total', sent)).toBe(1);
    const waited = { call: 'api/kc/crm-msg/send-msg-by-code', limit: 'smsResendWait' };
    expect(
      after.value('shop_throttled_total', waited) - before.value('shop_throttled_total', waited),
    ).toBe(1);
  });
});
