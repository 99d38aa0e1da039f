import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../../test/fixtures';
import { RETURN_WINDOW_MS, type OrderDetail, type RefundDetail } from '../../../../contract/order';
import { databases, type TestShop } from '../../../test/harness';
import type { TestMember } from '../../../test/members';
import { freshOrderSku, placeOrder, type PlaceOrderOptions } from '../../../test/orders';
import { orderCalls } from './lifecycle-fixtures';

const ordersOf = oncePerShop((shop: TestShop) => orderCalls(() => shop));

const test = shopTest.extend('orders', ({ shop }) => ordersOf(shop));

const HOUR = 60 * 60 * 1000;

describe.each(databases)('after-sales requests on %s', (kind) => {
  test.override({ databaseKind: kind });

  async function orderOf(
    shop: TestShop,
    member: TestMember,
    options: Omit<PlaceOrderOptions, 'lines'>,
  ) {
    const sku = await freshOrderSku(shop.db, 10);
    return placeOrder(shop.db, member, {
      lines: [{ skuId: sku, price: 500_00, originalPrice: 500_00 }],
      ...options,
    });
  }
  const submit = (
    shop: TestShop,
    member: TestMember,
    form: Record<string, string>,
    lang: 'cn' | 'en' = 'cn',
  ) => {
    const { post } = ordersOf(shop);
    return post<RefundDetail>(member, 'api/order/refund-submit', form, lang);
  };
  const setRefund = (shop: TestShop, id: number, status: string) =>
    shop.db.updateTable('refund').set({ status }).where('id', '=', id).execute();

  test('takes a refund request for a shipped order, with the order’s mobile as contact', async ({
    shop,
    member,
    orders: { get },
  }) => {
    const order = await orderOf(shop, member, { status: 'shipped' });
    const reply = await submit(shop, member, {
      order_id: String(order.id),
      type: 'refund',
      reason: '包装破损',
      amount: '20000',
    });
    expect(reply).toMatchObject({ code: 0, msg: '售后申请已提交' });
    expect(reply.data).toMatchObject({
      order_id: order.id,
      order_no: order.order_no,
      type: 'refund',
      status: 'requested',
      status_text: '已提交申请',
      amount: 200_00,
      contact: member.mobile,
      return_address: '',
      can_send: false,
      refunded_at: null,
    });
    expect(reply.data.refund_no).toMatch(/^R\d{22}$/);
    expect(reply.data.history).toEqual([
      { status: 'requested', status_text: '已提交申请', at: reply.data.created_at },
    ]);
    const detail = await get<OrderDetail>(member, 'api/order/detail', { order_id: order.id });
    expect(detail.data).toMatchObject({ refund_status: 'requested', refundable_amount: 300_00 });
    expect(detail.data.actions.after_sale).toBe(false);
    expect(detail.data.refunds.map((r) => r.id)).toEqual([reply.data.id]);

    const second = await submit(shop, member, {
      order_id: String(order.id),
      type: 'refund',
      reason: 'again',
      amount: '100',
    });
    expect(second).toMatchObject({ code: 422, msg: '该订单已有处理中的售后申请' });
  });

  test('lets one of many simultaneous requests for an order through', async ({ shop, member }) => {
    const order = await orderOf(shop, member, { status: 'shipped' });
    const form = { order_id: String(order.id), type: 'refund', reason: 'late', amount: '100' };
    const replies = await Promise.all(Array.from({ length: 12 }, () => submit(shop, member, form)));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(new Set(replies.filter((r) => r.code !== 0).map((r) => r.msg))).toEqual(
      new Set(['该订单已有处理中的售后申请']),
    );
    const rows = await shop.db
      .selectFrom('refund')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  test('takes a return only once signed for and within 7 days', async ({ shop, member }) => {
    const now = Date.now();
    const form = (id: number) => ({
      order_id: String(id),
      type: 'return',
      reason: 'Too small',
      amount: '50000',
      contact: '13800000000',
    });
    const shipped = await orderOf(shop, member, { status: 'shipped' });
    expect(await submit(shop, member, form(shipped.id), 'en')).toMatchObject({
      code: 422,
      msg: 'A return can be asked for once you have confirmed receipt',
    });
    const late = await orderOf(shop, member, {
      status: 'completed',
      receivedAt: now - RETURN_WINDOW_MS - HOUR,
    });
    expect(await submit(shop, member, form(late.id), 'en')).toMatchObject({
      code: 422,
      msg: 'Returns are accepted within 7 days of signing for',
    });
    // A refund alone is still possible after the return window.
    const lateRefund = await submit(shop, member, { ...form(late.id), type: 'refund' });
    expect(lateRefund.code).toBe(0);
    const recent = await orderOf(shop, member, {
      status: 'completed',
      receivedAt: now - 6 * 24 * HOUR,
    });
    const taken = await submit(shop, member, form(recent.id), 'en');
    expect(taken).toMatchObject({
      code: 0,
      data: { type: 'return', contact: '13800000000', amount: 500_00 },
    });
  });

  test('refuses requests for orders not shipped, and amounts beyond what can be refunded', async ({
    shop,
    member,
  }) => {
    for (const status of ['unpaid', 'paid', 'cancelled'] as const) {
      const order = await orderOf(shop, member, { status });
      const reply = await submit(
        shop,
        member,
        { order_id: String(order.id), type: 'refund', reason: 'x', amount: '1' },
        'en',
      );
      expect(reply, status).toMatchObject({
        code: 422,
        msg: 'After-sales service can be asked for once the order has shipped',
      });
    }
    const order = await orderOf(shop, member, { status: 'completed' });
    await shop.db
      .updateTable('shop_order')
      .set({ refunded_amount: 100_00 })
      .where('id', '=', order.id)
      .execute();
    const base = { order_id: String(order.id), type: 'refund', reason: 'Faded' };
    expect(await submit(shop, member, { ...base, amount: '40001' }, 'en')).toMatchObject({
      code: 422,
      msg: 'The refund cannot be more than what can still be refunded',
    });
    expect(await submit(shop, member, { ...base, amount: '0' })).toMatchObject({
      code: 422,
      msg: '请输入正确的退款金额',
    });
    expect(await submit(shop, member, { ...base, amount: '12.5' })).toMatchObject({
      code: 422,
      msg: '请输入正确的退款金额',
    });
    expect(await submit(shop, member, { ...base, reason: ' ', amount: '100' })).toMatchObject({
      code: 422,
      msg: '请填写退款原因',
    });
    expect(await submit(shop, member, { ...base, type: 'swap', amount: '100' })).toMatchObject({
      code: 422,
      msg: '请选择售后类型',
    });
    expect(
      await shop.db.selectFrom('refund').select('id').where('order_id', '=', order.id).execute(),
    ).toEqual([]);
    const exact = await submit(shop, member, { ...base, amount: '40000' });
    expect(exact.code).toBe(0);
  });

  test('allows a new request once the last one was refused', async ({
    shop,
    member,
    orders: { get },
  }) => {
    const order = await orderOf(shop, member, { status: 'shipped' });
    const form = { order_id: String(order.id), type: 'refund', reason: 'Stain', amount: '100' };
    const first = await submit(shop, member, form);
    await setRefund(shop, first.data.id, 'refused');
    const detail = await get<OrderDetail>(member, 'api/order/detail', { order_id: order.id });
    expect(detail.data.actions.after_sale).toBe(true);
    expect(detail.data.refundable_amount).toBe(500_00);
    expect((await submit(shop, member, form)).code).toBe(0);
  });

  test('takes the return’s logistics once the seller agreed, and shows the return address from then', async ({
    shop,
    member,
    orders: { get, post },
  }) => {
    const order = await orderOf(shop, member, {
      status: 'completed',
      receivedAt: Date.now() - HOUR,
    });
    const request = await submit(shop, member, {
      order_id: String(order.id),
      type: 'return',
      reason: 'Too big',
      amount: '50000',
    });
    const send = (lang: 'cn' | 'en' = 'cn') =>
      post<RefundDetail>(
        member,
        'api/order/refund-send',
        {
          refund_id: String(request.data.id),
          express_company: '顺丰速运',
          express_no: 'SF1029384756',
        },
        lang,
      );
    expect(await send('en')).toMatchObject({
      code: 422,
      msg: "The return's logistics can be entered once the seller has agreed to the return",
    });

    await setRefund(shop, request.data.id, 'agreed');
    const agreed = await get<RefundDetail>(
      member,
      'api/order/refund-detail',
      { refund_id: request.data.id },
      'en',
    );
    expect(agreed.data).toMatchObject({
      status: 'agreed',
      status_text: 'Seller agreed',
      can_send: true,
    });
    expect(agreed.data.return_address).toContain('MAISON Returns Centre');
    const agreedCn = await get<RefundDetail>(member, 'api/order/refund-detail', {
      refund_id: request.data.id,
    });
    expect(agreedCn.data.return_address).toContain('MAISON 退货中心');

    const bad = await post(member, 'api/order/refund-send', {
      refund_id: String(request.data.id),
      express_company: '顺丰速运',
      express_no: '12',
    });
    expect(bad).toMatchObject({ code: 422, msg: '快递单号格式不正确' });
    const sent = await send();
    expect(sent).toMatchObject({
      code: 0,
      msg: '退货物流已提交',
      data: {
        status: 'returning',
        status_text: '退货已寄出',
        express_company: '顺丰速运',
        express_no: 'SF1029384756',
        can_send: false,
      },
    });
    expect(sent.data.history.map((h) => h.status)).toEqual(['requested', 'returning']);
    expect((await send()).code).toBe(422);
  });

  test('never takes logistics for a refund without a return', async ({
    shop,
    member,
    orders: { post },
  }) => {
    const order = await orderOf(shop, member, { status: 'shipped' });
    const request = await submit(shop, member, {
      order_id: String(order.id),
      type: 'refund',
      reason: 'x',
      amount: '100',
    });
    await setRefund(shop, request.data.id, 'agreed');
    const reply = await post(member, 'api/order/refund-send', {
      refund_id: String(request.data.id),
      express_company: 'EMS',
      express_no: 'EM123456789',
    });
    expect(reply.code).toBe(422);
    const row = await shop.db
      .selectFrom('refund')
      .select(['status', 'express_no'])
      .where('id', '=', request.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'agreed', express_no: '' });
  });
});
