import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayInstruction } from '../../../contract/payment';
import type { SandboxPayment } from '../../providers/payment-sandbox';
import { createTestShop, databases, type TestShop } from '../../test/harness';
import { callAs, createMember, type TestMember } from '../../test/members';
import { closeOpenPayments } from './api';
import { appDeliveringNotifies, paymentFixtures } from './payment-fixtures';
import { PaymentMethods } from '../../providers/payment-methods';

describe.each(databases)('the sandbox cashier on %s', (kind) => {
  let shop: TestShop;
  let app: FastifyInstance;
  let sandbox: SandboxPayment;
  beforeAll(async () => {
    shop = await createTestShop(kind);
    ({ app, payment: sandbox } = await appDeliveringNotifies(shop));
  });
  afterAll(async () => {
    await app?.close();
    await shop?.close();
  });
  const { placeOrder, orderRow } = paymentFixtures(() => shop);

  async function startPaying(member: TestMember, orderId: number, method = 'wechat') {
    const reply = await callAs<PayInstruction>(app, member.token, 'api/payment/pay-data', {
      form: { order_id: String(orderId), pay_method: method, return_path: '/pay/result?id=7' },
    });
    expect(reply.code).toBe(0);
    return reply.data;
  }

  const page = (paymentNo: string, lang: 'cn' | 'en') =>
    app.inject({ url: `/sandbox/pay/${paymentNo}`, headers: { language: lang } });
  const press = (paymentNo: string, button: 'approve' | 'fail') =>
    app.inject({ method: 'POST', url: `/sandbox/pay/${paymentNo}/${button}` });
  const isPay = (member: TestMember, orderId: number, paymentNo: string) =>
    callAs<{ paid: boolean; failed: boolean; status: string }>(
      app,
      member.token,
      'api/order/is-pay',
      {
        form: { order_id: String(orderId), payment_no: paymentNo },
      },
    );

  it('shows the amount, the method and the two buttons, in both languages', async () => {
    const member = await createMember(shop.db);
    const order = await placeOrder(member, { payAmount: 1234_56 });
    const { payment_no } = await startPaying(member, order.id, 'alipay');
    const chinese = await page(payment_no, 'cn');
    expect(chinese.statusCode).toBe(200);
    expect(chinese.headers['content-type']).toContain('text/html');
    for (const text of ['收银台（沙盒）', '¥1,234.56', '支付宝', '订单号', order.order_no]) {
      expect(chinese.body).toContain(text);
    }
    expect(chinese.body).toContain(`formaction="/sandbox/pay/${payment_no}/approve">支付<`);
    expect(chinese.body).toContain(
      `formaction="/sandbox/pay/${payment_no}/fail" class="secondary">失败<`,
    );
    const english = await page(payment_no, 'en');
    for (const text of ['Cashier (sandbox)', '¥1,234.56', 'Alipay', '>Pay<', '>Fail<']) {
      expect(english.body).toContain(text);
    }
    expect((await page('PNOSUCHPAYMENT', 'en')).statusCode).toBe(404);
  });

  it('approving pays the order through the notify, and is-pay answers paid', async () => {
    const member = await createMember(shop.db);
    const order = await placeOrder(member, { payAmount: 2000_00 });
    const { payment_no } = await startPaying(member, order.id);
    expect((await isPay(member, order.id, payment_no)).data).toMatchObject({ paid: false });

    const approved = await press(payment_no, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`/sandbox/pay/${payment_no}`);
    expect((await isPay(member, order.id, payment_no)).data).toMatchObject({
      status: 'paid',
      paid: true,
      failed: false,
    });
    expect(await orderRow(order.id)).toMatchObject({ pay_method: 'wechat', points_earned: 2000 });

    const paid = await page(payment_no, 'en');
    expect(paid.body).toContain(
      `Paid — <a href="http://localhost:3000/pay/result?id=7&amp;payment_no=${payment_no}">return to the shop</a>`,
    );
    expect(paid.body).toContain('The shop has been told');
    expect((await page(payment_no, 'cn')).body).toContain('已支付 — <a');
    const json = await app.inject({ url: `/sandbox/pay.json?payment_no=${payment_no}` });
    expect(json.json()).toMatchObject({
      payment: { payment_no, status: 'paid', amount: 2000_00, notify_attempts: 1 },
    });
    expect(
      json.json<{ payment: { acknowledged_at: number | null } }>().payment.acknowledged_at,
    ).not.toBeNull();
    // Pressing again changes nothing.
    expect((await press(payment_no, 'fail')).statusCode).toBe(303);
    expect((await orderRow(order.id)).status).toBe('paid');
  });

  it('a failed payment is told to is-pay; a closed one cannot be approved', async () => {
    const member = await createMember(shop.db);
    const order = await placeOrder(member);
    const failing = await startPaying(member, order.id);
    expect((await press(failing.payment_no, 'fail')).statusCode).toBe(303);
    expect((await isPay(member, order.id, failing.payment_no)).data).toMatchObject({
      paid: false,
      failed: true,
    });
    expect((await page(failing.payment_no, 'en')).body).toContain('Payment failed — <a');

    const abandoned = await startPaying(member, order.id);
    expect(
      await closeOpenPayments(
        shop.db,
        PaymentMethods.allThrough(sandbox, shop.config.publicUrl),
        order.id,
        Date.now(),
      ),
    ).toBe('closed');
    const late = await press(abandoned.payment_no, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('该笔支付已关闭，无法继续支付');
    expect(await sandbox.query(abandoned.payment_no)).toBe('closed');
    expect(await orderRow(order.id)).toMatchObject({ status: 'unpaid', paid_at: null });
    expect((await app.inject({ url: '/sandbox/pay.json?payment_no=nothing' })).statusCode).toBe(
      404,
    );
  });
});
