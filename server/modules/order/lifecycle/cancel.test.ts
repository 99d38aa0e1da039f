import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../../contract/order';
import { buildApp } from '../../../app';
import { createProviders } from '../../../providers';
import { createTestShop, databases, type TestShop } from '../../../test/harness';
import { callAs, createMember, giveCoupon, type TestMember } from '../../../test/members';
import { freshOrderSku, placeOrder, stockOf } from '../../../test/orders';
import { FakePayment, orderCalls } from './lifecycle-fixtures';

const HOUR = 60 * 60 * 1000;

describe.each(databases)('cancelling and confirming orders on %s', (kind) => {
  let shop: TestShop;
  /** The same shop with a payment provider the suite steers. */
  let steered: FastifyInstance;
  const payment = new FakePayment();
  beforeAll(async () => {
    shop = await createTestShop(kind);
    const providers = {
      ...createProviders(shop.config, shop.db),
      payment: payment.methods,
    };
    steered = await buildApp({ config: shop.config, db: shop.db, logger: false, providers });
  });
  afterAll(async () => {
    await steered?.close();
    await shop?.close();
  });
  const { get, post } = orderCalls(() => shop);
  const order = async (member: TestMember, id: number) =>
    await shop.db
      .selectFrom('shop_order')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const memberPoints = async (member: TestMember) =>
    (
      await shop.db
        .selectFrom('member')
        .select('points')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow()
    ).points;

  it('cancels an unpaid order at once, giving back stock, coupon and points once', async () => {
    const member = await createMember(shop.db, { points: 800 });
    const [a, b] = [await freshOrderSku(shop.db, 5), await freshOrderSku(shop.db, 5)];
    const coupon = await giveCoupon(shop.db, member.id, { code: 'cancel_gift' });
    const placed = await placeOrder(shop.db, member, {
      lines: [
        { skuId: a, quantity: 2 },
        { skuId: b, quantity: 1 },
      ],
      couponId: coupon,
      pointsUsed: 300,
    });
    expect([
      await stockOf(shop.db, a),
      await stockOf(shop.db, b),
      await memberPoints(member),
    ]).toEqual([3, 4, 500]);

    const reply = await post<OrderDetail>(member, 'api/order/cancel', {
      order_id: String(placed.id),
      reason: '不想要了',
    });
    expect(reply).toMatchObject({ code: 0, msg: '订单已取消' });
    expect(reply.data).toMatchObject({
      status: 'cancelled',
      status_text: '已取消',
      cancel_reason: '不想要了',
    });
    // A reason from the list is kept by its code, and reads in the reader's language.
    const stored = await shop.db
      .selectFrom('shop_order')
      .select('cancel_reason')
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(stored.cancel_reason).toBe('changed_mind');
    const english = await get<OrderDetail>(
      member,
      'api/order/detail',
      { order_id: placed.id },
      'en',
    );
    expect(english.data.cancel_reason).toBe('I changed my mind');
    expect(reply.data.actions).toMatchObject({ pay: false, cancel: false });
    expect(reply.data.cancelled_at).not.toBeNull();
    expect([
      await stockOf(shop.db, a),
      await stockOf(shop.db, b),
      await memberPoints(member),
    ]).toEqual([5, 5, 800]);
    const couponRow = await shop.db
      .selectFrom('coupon')
      .selectAll()
      .where('id', '=', coupon)
      .executeTakeFirstOrThrow();
    expect([couponRow.used_at, couponRow.order_id]).toEqual([null, null]);
    const records = await shop.db
      .selectFrom('point_record')
      .select(['type', 'points', 'reference'])
      .where('member_id', '=', member.id)
      .where('type', '=', 'refund')
      .execute();
    expect(records).toEqual([{ type: 'refund', points: 300, reference: placed.order_no }]);

    const again = await post(member, 'api/order/cancel', { order_id: String(placed.id) }, 'en');
    expect(again).toMatchObject({ code: 422, msg: 'This order can no longer be cancelled' });
    expect([await stockOf(shop.db, a), await memberPoints(member)]).toEqual([5, 800]);
  });

  it('refuses to cancel an order the provider reports paid, and applies that payment', async () => {
    const member = await createMember(shop.db);
    const sku = await freshOrderSku(shop.db, 5);
    const placed = await placeOrder(shop.db, member, {
      lines: [{ skuId: sku }],
      pendingPayment: true,
    });
    payment.paidAtProvider.add(placed.payment_no ?? '');
    const reply = await callAs(steered, member.token, 'api/order/cancel', {
      form: { order_id: String(placed.id) },
      lang: 'en',
    });
    expect(reply).toMatchObject({ code: 422, msg: 'This order has already been paid' });
    expect((await order(member, placed.id)).status).toBe('paid');
    expect(await stockOf(shop.db, sku)).toBe(4);
  });

  it('closes a pending payment before cancelling', async () => {
    const member = await createMember(shop.db);
    const sku = await freshOrderSku(shop.db, 5);
    const placed = await placeOrder(shop.db, member, {
      lines: [{ skuId: sku }],
      pendingPayment: true,
    });
    const reply = await callAs(steered, member.token, 'api/order/cancel', {
      form: { order_id: String(placed.id) },
    });
    expect(reply.code).toBe(0);
    expect(payment.closed).toContain(placed.payment_no);
    const row = await shop.db
      .selectFrom('payment')
      .select('status')
      .where('payment_no', '=', placed.payment_no ?? '')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('closed');
    expect(await stockOf(shop.db, sku)).toBe(5);
  });

  it('turns a cancellation after payment into one request, refused while processing and after a refusal', async () => {
    const member = await createMember(shop.db);
    const sku = await freshOrderSku(shop.db, 5);
    const placed = await placeOrder(shop.db, member, { status: 'paid', lines: [{ skuId: sku }] });
    const form = { order_id: String(placed.id), reason: 'Ordered the wrong size' };
    const first = await post<OrderDetail>(member, 'api/order/cancel', form, 'en');
    expect(first.msg).toBe(
      'Your cancellation request has been sent: once the seller agrees, the full amount is refunded',
    );
    expect(first.data).toMatchObject({
      status: 'paid',
      cancel_status: 'processing',
      cancel_reason: 'Ordered the wrong size',
    });
    expect(first.data.actions.cancel).toBe(false);
    expect(await stockOf(shop.db, sku)).toBe(4);

    const second = await post(member, 'api/order/cancel', form);
    expect(second).toMatchObject({ code: 422, msg: '取消申请正在处理中，请耐心等待' });

    await shop.db
      .updateTable('shop_order')
      .set({ cancel_status: 'rejected', cancel_refuse_reason: '已安排发货' })
      .where('id', '=', placed.id)
      .execute();
    const afterRefusal = await post(member, 'api/order/cancel', form);
    expect(afterRefusal).toMatchObject({
      code: 422,
      msg: '取消申请已被拒绝，如有疑问请联系客服 400 606 1961',
    });
    expect((await order(member, placed.id)).cancel_status).toBe('rejected');
  });

  it('refuses to cancel shipped, completed and cancelled orders', async () => {
    const member = await createMember(shop.db);
    const sku = await freshOrderSku(shop.db, 5);
    for (const status of ['shipped', 'completed', 'cancelled'] as const) {
      const placed = await placeOrder(shop.db, member, { status, lines: [{ skuId: sku }] });
      const reply = await post(member, 'api/order/cancel', { order_id: String(placed.id) }, 'en');
      expect(reply, status).toMatchObject({
        code: 422,
        msg: 'This order can no longer be cancelled',
      });
      expect((await order(member, placed.id)).status).toBe(status);
    }
  });

  it('confirms receipt of a shipped order only, starting the return window', async () => {
    const member = await createMember(shop.db);
    const sku = await freshOrderSku(shop.db, 5);
    const shipped = await placeOrder(shop.db, member, {
      status: 'shipped',
      lines: [{ skuId: sku }],
    });
    const before = Date.now();
    const reply = await get<OrderDetail>(member, 'api/order/confirm', { order_id: shipped.id });
    expect(reply).toMatchObject({
      code: 0,
      msg: '已确认收货',
      data: { status: 'completed', status_text: '已完成' },
    });
    expect(reply.data.received_at).toBeGreaterThanOrEqual(before);
    expect(reply.data.return_deadline).toBe((reply.data.received_at ?? 0) + 7 * 24 * HOUR);
    expect(reply.data.actions).toMatchObject({ confirm: false, after_sale: true, track: true });

    const twice = await get(member, 'api/order/confirm', { order_id: shipped.id }, 'en');
    expect(twice).toMatchObject({
      code: 422,
      msg: 'Only a shipped order can be confirmed as received',
    });
    for (const status of ['unpaid', 'paid', 'cancelled'] as const) {
      const placed = await placeOrder(shop.db, member, { status, lines: [{ skuId: sku }] });
      const refused = await get(member, 'api/order/confirm', { order_id: placed.id });
      expect(refused, status).toMatchObject({ code: 422, msg: '只有已发货的订单才能确认收货' });
      expect((await order(member, placed.id)).status).toBe(status);
    }
  });
});
