import { describe, expect } from 'vitest';
import { test } from '../test/fixtures';
import type { OrderDetail } from '../../contract/order';
import { FakePayment } from '../modules/order/lifecycle/lifecycle-fixtures';
import { listStuckRefunds } from '../modules/order/lifecycle/refund-attention';
import { REFUND_QUERY_AFTER_MS } from '../modules/payment/api';
import { SandboxCarrier } from '../providers/carrier';
import { databases, type TestShop } from '../test/harness';
import { callAs, createMember } from '../test/members';
import { freshOrderSku, placeOrder, stockOf } from '../test/orders';
import { runOperatorCommand } from './commands';
import { yuan } from './format';

// Refunds a payment provider takes and pays out later, on the operator's side: a cancellation
// agreed while its refund is on its way, what `refunds stuck` lists, and settling one by asking
// the provider again.

describe.each(databases)('refunds the provider pays out later, on %s', (kind) => {
  test.override({ databaseKind: kind });
  const payment = new FakePayment();
  payment.refundsTaken = true;
  const run = (shop: TestShop, now: number, ...args: string[]) =>
    runOperatorCommand(
      { db: shop.db, payment: payment.methods, carrier: new SandboxCarrier(), now },
      args,
    );
  const orderRow = (shop: TestShop, id: number) =>
    shop.db.selectFrom('shop_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const refundOf = (shop: TestShop, orderId: number) =>
    shop.db
      .selectFrom('refund')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();

  test('cancels an agreed order at once, and counts its money back once the provider says so', async ({
    shop,
  }) => {
    const member = await createMember(shop.db, { points: 1000 });
    const sku = await freshOrderSku(shop.db, 10);
    const order = await placeOrder(shop.db, member, {
      status: 'paid',
      lines: [{ skuId: sku, quantity: 2, price: 1000_00 }],
      pointsUsed: 500,
      pointsEarned: 2000,
      cancelStatus: 'processing',
    });
    const now = Date.now();
    const agreed = await run(shop, now, 'order', 'cancel-agree', order.order_no);
    expect(agreed.ok).toBe(true);
    expect(agreed.text).toContain('is paying it out');
    expect(await orderRow(shop, order.id)).toMatchObject({
      status: 'cancelled',
      refunded_amount: 0,
    });
    expect(await stockOf(shop.db, sku)).toBe(10);
    const refund = await refundOf(shop, order.id);
    expect(refund).toMatchObject({ type: 'cancel', status: 'processing', payout_failure: '' });
    const seen = await callAs<OrderDetail>(shop.app, member.token, 'api/order/detail', {
      query: { order_id: order.id },
      lang: 'en',
    });
    expect(seen.data).toMatchObject({
      status: 'cancelled',
      refunded_amount: 0,
      money_back: [{ refund_no: refund.refund_no, kind: 'cancel', state: 'sending' }],
    });

    // Fresh refunds are not stuck; a few minutes on, the one still processing is.
    expect((await run(shop, now, 'refunds', 'stuck')).text).not.toContain(refund.refund_no);
    const later = now + REFUND_QUERY_AFTER_MS + 1000;
    const stuck = (await run(shop, later, 'refunds', 'stuck')).text.split('\n');
    expect(stuck.find((line) => line.startsWith(refund.refund_no))).toMatch(
      new RegExp(
        `${order.order_no}\\s+cancel\\s+${yuan(order.pay_amount)}\\s+wechat\\s+${member.mobile}.*processing$`,
      ),
    );
    expect(await listStuckRefunds(shop.db, later)).toContainEqual({
      refundNo: refund.refund_no,
      orderNo: order.order_no,
      kind: 'cancel',
      amount: order.pay_amount,
      method: 'wechat',
      memberMobile: member.mobile,
      sentAt: refund.payout_sent_at,
      failure: '',
    });

    expect((await run(shop, later, 'refunds', 'check', refund.refund_no)).text).toContain(
      'is paying it out',
    );
    payment.refundStates.set(refund.refund_no, { state: 'refunded' });
    expect(await run(shop, later, 'refunds', 'check', refund.refund_no)).toEqual({
      ok: true,
      text: `refund ${refund.refund_no}: ${yuan(order.pay_amount)} refunded`,
    });
    expect(await orderRow(shop, order.id)).toMatchObject({
      status: 'cancelled',
      refunded_amount: order.pay_amount,
    });
    // The stock came back once, with the cancellation; the points spent and earned likewise.
    expect(await stockOf(shop.db, sku)).toBe(10);
    const { points } = await shop.db
      .selectFrom('member')
      .select('points')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(points).toBe(1000);
    expect((await run(shop, later, 'refunds', 'check', refund.refund_no)).ok).toBe(false);
  });

  test('says what it cannot do with a refund, and records one paid back another way', async ({
    shop,
    member,
  }) => {
    const sku = await freshOrderSku(shop.db, 10);
    const order = await placeOrder(shop.db, member, {
      status: 'paid',
      lines: [{ skuId: sku, price: 500_00 }],
      cancelStatus: 'processing',
    });
    const now = Date.now();
    expect((await run(shop, now, 'refunds', 'check', 'R404')).text).toBe(
      'no refund has the number "R404"',
    );
    expect((await run(shop, now, 'refunds', 'paid')).text).toBe(
      'usage: npm run shop -- refunds paid <refund_no>',
    );
    expect((await run(shop, now, 'order', 'cancel-agree', order.order_no)).ok).toBe(true);
    const refund = await refundOf(shop, order.id);
    // Still on its way: neither retried nor recorded as paid by hand.
    for (const action of ['retry', 'paid']) {
      expect(await run(shop, now, 'refunds', action, refund.refund_no)).toEqual({
        ok: false,
        text:
          `refund ${refund.refund_no} is processing: this is only for a refund when the ` +
          'provider could not pay it out',
      });
    }
    payment.refundStates.set(refund.refund_no, { state: 'failed', reason: 'CLOSED' });
    expect((await run(shop, now, 'refunds', 'check', refund.refund_no)).text).toContain(
      'could not pay ¥500.00 out',
    );
    expect((await run(shop, now, 'refunds', 'paid', refund.refund_no)).ok).toBe(true);
    expect((await orderRow(shop, order.id)).refunded_amount).toBe(500_00);
    const stuck = await run(shop, now + 10 * REFUND_QUERY_AFTER_MS, 'refunds', 'stuck');
    expect(stuck.text).not.toContain(refund.refund_no);
  });
});
