import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import type { OrderPayment, PayInstruction, PaymentOption } from '../../../contract/payment';
import { databases, type TestShop } from '../../test/harness';
import { createMember, injectAs } from '../../test/members';
import { addBalance } from './api';
import { paymentFixtures } from './payment-fixtures';

const paymentsOf = oncePerShop((shop: TestShop) => paymentFixtures(() => shop));

const test = shopTest.extend('payments', ({ shop }) => paymentsOf(shop));

type Payments = OrderPayment & { list: PaymentOption[] };

describe.each(databases)('paying calls on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('lists the methods, with the balance only when it covers the order', async ({
    shop,
    member,
    payments: { placeOrder, post },
  }) => {
    const order = await placeOrder(member, { payAmount: 300_00 });
    await addBalance(shop.db, member.id, 200_00);
    const short = await post<Payments>(member, 'api/payment/get-payments', {
      order_id: String(order.id),
    });
    expect(short.data).toMatchObject({ order_no: order.order_no, status: 'unpaid' });
    expect(short.data.list).toEqual([
      { method: 'wechat', name: '微信支付', available: true, balance: 0 },
      { method: 'alipay', name: '支付宝', available: true, balance: 0 },
      { method: 'balance', name: '账户余额', available: false, balance: 200_00 },
    ]);
    await addBalance(shop.db, member.id, 100_00);
    const enough = await post<Payments>(
      member,
      'api/payment/get-payments',
      { order_id: String(order.id) },
      'en',
    );
    expect(enough.data.list[2]).toEqual({
      method: 'balance',
      name: 'Account balance',
      available: true,
      balance: 300_00,
    });
    const data = await post<OrderPayment>(member, 'api/order/pay-data', {
      order_id: String(order.id),
    });
    expect(data.data).toEqual({
      order_id: order.id,
      order_no: order.order_no,
      status: 'unpaid',
      pay_amount: 300_00,
      pay_deadline: expect.any(Number) as number,
      pay_method: null,
      paid_at: null,
    });
  });

  test('starts a new attempt each time: a QR code, a page, or the payment inside WeChat', async ({
    shop,
    payments: { placeOrder, post },
  }) => {
    const member = await createMember(shop.db, { wechat_openid: 'oSandboxMember0001' });
    const order = await placeOrder(member, { payAmount: 99_00 });
    const form = { order_id: String(order.id), pay_method: 'wechat', return_path: '/pay/done' };
    const qr = await post<PayInstruction>(member, 'api/payment/pay-data', form);
    expect(qr.data).toMatchObject({ kind: 'qr', pay_amount: 99_00, jsapi: null });
    expect(qr.data.payment_no).toMatch(/^[A-Z0-9]{12,40}$/);
    expect(qr.data.qr_text).toBe(`http://localhost:3000/sandbox/pay/${qr.data.payment_no}`);
    const h5 = await post<PayInstruction>(member, 'api/payment/pay-data', {
      ...form,
      pay_method: 'alipay',
      scene: 'h5',
    });
    expect(h5.data).toMatchObject({ kind: 'redirect', qr_text: '' });
    expect(h5.data.redirect_url).toBe(`http://localhost:3000/sandbox/pay/${h5.data.payment_no}`);
    const inWechat = await shop.app.inject({
      method: 'POST',
      url: '/api?_mall_id=2&r=api/payment/pay-data',
      headers: {
        'x-access-token': member.token,
        'x-app-platform': 'wechat',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(form).toString(),
    });
    const jsapi = inWechat.json<{ data: PayInstruction }>().data;
    expect(jsapi.kind).toBe('jsapi');
    expect(Object.keys(jsapi.jsapi ?? {}).sort()).toEqual(
      ['appId', 'nonceStr', 'package', 'paySign', 'signType', 'timeStamp'].sort(),
    );
    expect(jsapi.redirect_url).toContain(`/sandbox/pay/${jsapi.payment_no}`);

    const attempts = await shop.db
      .selectFrom('payment')
      .select(['payment_no', 'method', 'amount', 'status'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(attempts.map((a) => a.method)).toEqual(['wechat', 'alipay', 'wechat']);
    expect(new Set(attempts.map((a) => a.payment_no)).size).toBe(3);
    expect(attempts.every((a) => a.status === 'pending' && a.amount === 99_00)).toBe(true);
    const cashier = await shop.db
      .selectFrom('sandbox_payment')
      .select(['notify_url', 'return_url', 'amount'])
      .where('payment_no', '=', qr.data.payment_no)
      .executeTakeFirstOrThrow();
    expect(cashier).toEqual({
      notify_url: 'http://localhost:3000/api/payment/notify/sandbox',
      return_url: `http://localhost:3000/pay/done?payment_no=${qr.data.payment_no}`,
      amount: 99_00,
    });
  });

  test('refuses paid, cancelled and overdue orders with clear messages', async ({
    shop,
    member,
    payments: { memberRow, placeOrder, post },
  }) => {
    const paid = await placeOrder(member, { status: 'paid' });
    const cancelled = await placeOrder(member, { status: 'cancelled' });
    const overdue = await placeOrder(member, { payDeadline: Date.now() - 1000 });
    const pay = (orderId: number, lang: 'cn' | 'en' = 'en') =>
      post(
        member,
        'api/payment/pay-data',
        { order_id: String(orderId), pay_method: 'wechat' },
        lang,
      );
    expect(await pay(paid.id)).toMatchObject({
      code: 422,
      msg: 'This order has already been paid',
    });
    expect(await pay(cancelled.id)).toMatchObject({
      code: 422,
      msg: 'This order was cancelled: please place a new order',
    });
    expect(await pay(overdue.id, 'cn')).toMatchObject({
      code: 422,
      msg: '该订单已取消，请重新下单',
    });
    await addBalance(shop.db, member.id, 5000_00);
    const byBalance = await post(member, 'api/payment/pay-buy-balance', {
      order_id: String(overdue.id),
    });
    expect(byBalance).toMatchObject({ code: 422, msg: '该订单已取消，请重新下单' });
    expect((await memberRow(member.id)).balance).toBe(5000_00);
    const count = await shop.db
      .selectFrom('payment')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_id', 'in', [paid.id, cancelled.id, overdue.id])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  test("keeps another member's order out of reach: not found, like a missing one", async ({
    shop,
    payments: { memberRow, orderRow, placeOrder, post },
  }) => {
    const owner = await createMember(shop.db);
    const other = await createMember(shop.db);
    await addBalance(shop.db, other.id, 10_000_00);
    const order = await placeOrder(owner);
    const form = { order_id: String(order.id) };
    const notFound = { code: 4004, msg: 'This order could not be found', data: null };
    for (const [r, extra] of [
      ['api/payment/get-payments', {}],
      ['api/order/pay-data', {}],
      ['api/payment/pay-data', { pay_method: 'alipay' }],
      ['api/payment/pay-buy-balance', {}],
      ['api/order/is-pay', {}],
    ] as const) {
      expect(await post(other, r, { ...form, ...extra }, 'en')).toEqual(notFound);
      expect(await post(other, r, { order_id: '999999', ...extra }, 'en')).toEqual(notFound);
    }
    expect(await orderRow(order.id)).toMatchObject({ status: 'unpaid' });
    expect((await memberRow(other.id)).balance).toBe(10_000_00);
    const visitor = await injectAs(shop.app, null, 'api/order/is-pay', { form });
    expect(visitor.json()).toMatchObject({ code: -1 });
  });
});
