import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import type { PayInstruction } from '../../../contract/payment';
import { SandboxPayment, type SandboxNotifyBody } from '../../providers/payment-sandbox';
import { databases, type TestShop } from '../../test/harness';
import type { TestMember } from '../../test/members';
import { paymentFixtures } from './payment-fixtures';

const sandboxOf = oncePerShop(
  (shop: TestShop): SandboxPayment => new SandboxPayment(shop.db, shop.config.paySecret),
);

const paymentsOf = oncePerShop((shop: TestShop) => paymentFixtures(() => shop));

const test = shopTest
  .extend('sandbox', ({ shop }) => sandboxOf(shop))
  .extend('payments', ({ shop }) => paymentsOf(shop));

describe.each(databases)('the provider notify on %s', (kind) => {
  test.override({ databaseKind: kind });

  async function startPaying(
    shop: TestShop,
    member: TestMember,
    orderId: number,
    method = 'wechat',
  ) {
    const { post } = paymentsOf(shop);
    const reply = await post<PayInstruction>(member, 'api/payment/pay-data', {
      order_id: String(orderId),
      pay_method: method,
    });
    expect(reply.code).toBe(0);
    return reply.data.payment_no;
  }

  const content = (paymentNo: string, amount: number, result: 'paid' | 'failed') =>
    ({ payment_no: paymentNo, amount, result, provider_txn: `TX${paymentNo}` }) as const;

  const refundsOf = (shop: TestShop, orderId: number) =>
    shop.db.selectFrom('refund').selectAll().where('order_id', '=', orderId).execute();

  test('pays the order once and grants points once for 16 notifies in any order', async ({
    shop,
    member,
    sandbox,
    payments: { memberRow, notify, orderRow, placeOrder },
  }) => {
    const order = await placeOrder(member, { payAmount: 1234_56 });
    const first = await startPaying(shop, member, order.id, 'wechat');
    const second = await startPaying(shop, member, order.id, 'alipay');
    // The shopper paid both attempts at the provider, which sends back what is not needed.
    await sandbox.settle(first, 'paid', Date.now());
    await sandbox.settle(second, 'paid', Date.now());
    const notifies: SandboxNotifyBody[] = [];
    for (let i = 0; i < 16; i += 1) {
      if (i % 3 === 2) notifies.push(content(second, order.pay_amount, 'paid'));
      else notifies.push(content(first, order.pay_amount, i % 2 === 0 ? 'failed' : 'paid'));
    }
    const replies = await Promise.all(notifies.reverse().map((body) => notify(body)));
    expect(replies.map((r) => [r.statusCode, r.json()])).toEqual(
      replies.map(() => [200, { code: 'SUCCESS' }]),
    );

    const paid = await orderRow(order.id);
    expect(paid).toMatchObject({ status: 'paid', points_earned: 1234 });
    expect(paid.paid_at).not.toBeNull();
    expect(await memberRow(member.id)).toMatchObject({ points: 1234, lifetime_points: 1234 });
    const records = await shop.db
      .selectFrom('point_record')
      .select(['type', 'points', 'reference'])
      .where('member_id', '=', member.id)
      .execute();
    expect(records).toEqual([{ type: 'order', points: 1234, reference: order.order_no }]);

    // Both attempts were collected: the one that did not pay the order went back, once.
    const payments = await shop.db
      .selectFrom('payment')
      .select(['id', 'payment_no', 'method', 'status'])
      .where('order_id', '=', order.id)
      .execute();
    expect(payments.map((p) => p.status)).toEqual(['paid', 'paid']);
    const refunds = await refundsOf(shop, order.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ type: 'late', status: 'refunded', amount: 1234_56 });
    const extra = payments.find((p) => p.id === refunds[0]?.payment_id);
    const winner = payments.find((p) => p.id !== refunds[0]?.payment_id);
    expect(paid.pay_method).toBe(winner?.method);
    const extraAtProvider = await sandbox.row(extra?.payment_no ?? '');
    expect(extraAtProvider?.refunded_amount).toBe(1234_56);
    expect((await sandbox.row(winner?.payment_no ?? ''))?.refunded_amount).toBe(0);
  });

  test('changes nothing for a bad signature, a wrong amount or an unknown payment', async ({
    shop,
    member,
    payments: { memberRow, notify, orderRow, placeOrder },
  }) => {
    const order = await placeOrder(member, { payAmount: 500_00 });
    const paymentNo = await startPaying(shop, member, order.id);
    const good = content(paymentNo, 500_00, 'paid');

    const forged = await notify(good, { signature: 'ab'.repeat(32) });
    expect(forged.statusCode).toBe(400);
    const unsigned = await notify(good, { signature: '' });
    expect(unsigned.statusCode).toBe(400);
    const cheaper = await notify(content(paymentNo, 1, 'paid'));
    expect(cheaper.statusCode).toBe(400);
    const unknown = await notify(content('PNOSUCHPAYMENT', 500_00, 'paid'));
    expect(unknown.statusCode).toBe(400);
    const elsewhere = await notify(good, { provider: 'other' });
    expect(elsewhere.statusCode).toBe(404);
    for (const reply of [forged, unsigned, cheaper, unknown, elsewhere]) {
      expect(reply.json()).toMatchObject({ code: 'FAIL' });
    }

    expect(await orderRow(order.id)).toMatchObject({ status: 'unpaid', paid_at: null });
    const payment = await shop.db
      .selectFrom('payment')
      .select(['status', 'paid_at'])
      .where('payment_no', '=', paymentNo)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'pending', paid_at: null });
    expect(await memberRow(member.id)).toMatchObject({ points: 0 });

    // The same notify, signed rightly, then pays.
    expect((await notify(good)).json()).toEqual({ code: 'SUCCESS' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', points_earned: 500 });
  });

  test('marks a refused attempt failed, which is-pay tells, and the order stays payable', async ({
    shop,
    member,
    payments: { notify, placeOrder, post },
  }) => {
    const order = await placeOrder(member);
    const paymentNo = await startPaying(shop, member, order.id);
    expect((await notify(content(paymentNo, order.pay_amount, 'failed'))).statusCode).toBe(200);
    const watched = await post<{ paid: boolean; failed: boolean }>(member, 'api/order/is-pay', {
      order_id: String(order.id),
      payment_no: paymentNo,
    });
    expect(watched.data).toMatchObject({ status: 'unpaid', paid: false, failed: true });
    const again = await startPaying(shop, member, order.id);
    expect(again).not.toBe(paymentNo);
  });

  test('refunds at once a payment that arrives after the order was cancelled', async ({
    shop,
    member,
    sandbox,
    payments: { memberRow, notify, orderRow, placeOrder },
  }) => {
    const order = await placeOrder(member, { payAmount: 880_00, lang: 'en' });
    const paymentNo = await startPaying(shop, member, order.id);
    await shop.db
      .updateTable('shop_order')
      .set({ status: 'cancelled', cancelled_at: Date.now() })
      .where('id', '=', order.id)
      .execute();
    const late = content(paymentNo, 880_00, 'paid');

    // The provider has not collected it yet, so it cannot refund: the notify is to come again.
    const early = await notify(late);
    expect(early.statusCode).toBe(503);
    expect(await refundsOf(shop, order.id)).toMatchObject([{ type: 'late', status: 'agreed' }]);

    await sandbox.settle(paymentNo, 'paid', Date.now());
    for (let i = 0; i < 3; i += 1) expect((await notify(late)).json()).toEqual({ code: 'SUCCESS' });
    const refunds = await refundsOf(shop, order.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      type: 'late',
      status: 'refunded',
      amount: 880_00,
      member_id: member.id,
    });
    expect(refunds[0]?.reason).toMatch(/cancelled/);
    expect((await sandbox.row(paymentNo))?.refunded_amount).toBe(880_00);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'cancelled',
      paid_at: null,
      points_earned: 0,
    });
    expect(await memberRow(member.id)).toMatchObject({ points: 0 });
  });

  test('takes a replay after the paid order was cancelled for the payment it was', async ({
    shop,
    member,
    sandbox,
    payments: { notify, placeOrder },
  }) => {
    const order = await placeOrder(member, { payAmount: 60_00 });
    const paymentNo = await startPaying(shop, member, order.id);
    await sandbox.settle(paymentNo, 'paid', Date.now());
    const paid = content(paymentNo, 60_00, 'paid');
    expect((await notify(paid)).json()).toEqual({ code: 'SUCCESS' });
    // The merchant agreed to cancel it and refunded it.
    await shop.db
      .updateTable('shop_order')
      .set({ status: 'cancelled', refunded_amount: 60_00, cancelled_at: Date.now() })
      .where('id', '=', order.id)
      .execute();
    expect((await notify(paid)).json()).toEqual({ code: 'SUCCESS' });
    expect(await refundsOf(shop, order.id)).toEqual([]);
    expect((await sandbox.row(paymentNo))?.refunded_amount).toBe(0);
  });
});
