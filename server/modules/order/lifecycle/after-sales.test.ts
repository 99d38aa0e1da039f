import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../../test/fixtures';
import { RETURN_WINDOW_MS, type OrderDetail, type RefundDetail } from '../../../../contract/order';
import { databases, type TestShop } from '../../../test/harness';
import type { TestMember } from '../../../test/members';
import { freshOrderSku, placeOrder, type PlaceOrderOptions } from '../../../test/orders';
import { orderCalls, orderLineIds, piecesField } from './lifecycle-fixtures';

const ordersOf = oncePerShop((shop: TestShop) => orderCalls(() => shop));

const test = shopTest.extend('orders', ({ shop }) => ordersOf(shop));

const HOUR = 60 * 60 * 1000;

describe.each(databases)('after-sales requests on %s', (kind) => {
  test.override({ databaseKind: kind });

  async function orderOf(
    shop: TestShop,
    member: TestMember,
    options: Omit<PlaceOrderOptions, 'lines'>,
    quantity = 1,
  ) {
    const sku = await freshOrderSku(shop.db, 10);
    const order = await placeOrder(shop.db, member, {
      lines: [{ skuId: sku, price: 500_00, originalPrice: 500_00, quantity }],
      ...options,
    });
    const [lineId = 0] = await orderLineIds(shop.db, order.id);
    return { ...order, lineId, pieces: (n = 1) => piecesField([lineId, n]) };
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

  test('takes a refund request for some pieces of a shipped order, with the order’s mobile as contact', async ({
    shop,
    member,
    orders: { get },
  }) => {
    const order = await orderOf(shop, member, { status: 'shipped' }, 2);
    const reply = await submit(shop, member, {
      order_id: String(order.id),
      type: 'refund',
      reason: '包装破损',
      items: order.pieces(1),
    });
    expect(reply).toMatchObject({ code: 0, msg: '售后申请已提交' });
    expect(reply.data).toMatchObject({
      order_id: order.id,
      order_no: order.order_no,
      type: 'refund',
      status: 'requested',
      status_text: '已提交申请',
      amount: 500_00,
      freight: 0,
      contact: member.mobile,
      return_address: '',
      can_send: false,
      refunded_at: null,
    });
    expect(reply.data.refund_no).toMatch(/^R\d{22}$/);
    expect(reply.data.history).toEqual([
      { status: 'requested', status_text: '已提交申请', at: reply.data.created_at },
    ]);
    expect(reply.data.pieces).toEqual([
      expect.objectContaining({ line_id: order.lineId, quantity: 1, amount: 500_00 }),
    ]);
    const detail = await get<OrderDetail>(member, 'api/order/detail', { order_id: order.id });
    expect(detail.data).toMatchObject({ refund_status: 'requested', refundable_amount: 500_00 });
    expect(detail.data.lines).toEqual([
      expect.objectContaining({ line_id: order.lineId, quantity: 2, returnable: 1 }),
    ]);
    expect(detail.data.actions.after_sale).toBe(true);
    expect(detail.data.refunds.map((r) => r.id)).toEqual([reply.data.id]);
    expect(detail.data.refunds[0]?.pieces).toHaveLength(1);

    // A second request, open beside the first, only takes what the first left: a page from
    // before the first is told the pieces are in a request in progress.
    const form = { order_id: String(order.id), type: 'refund', reason: 'again' };
    expect(await submit(shop, member, { ...form, items: order.pieces(2) })).toMatchObject({
      code: 422,
      msg: '所选商品已在处理中的售后申请中，请刷新页面后重新选择',
    });
    const stale = { order_id: order.id, items: order.pieces(2) };
    expect(await get(member, 'api/order/refund-preview', stale, 'en')).toMatchObject({
      code: 422,
      msg: 'Some of these pieces are already in an after-sales request in progress: please reload the page and choose again',
    });
    expect(await submit(shop, member, { ...form, items: order.pieces(3) })).toMatchObject({
      code: 422,
      msg: '所选数量超过可退数量',
    });
    const second = await submit(shop, member, { ...form, items: order.pieces(1) });
    expect(second).toMatchObject({ code: 0, data: { amount: 500_00 } });
    const after = await get<OrderDetail>(member, 'api/order/detail', { order_id: order.id });
    expect(after.data.lines[0]?.returnable).toBe(0);
    expect(after.data.actions.after_sale).toBe(false);
    expect(after.data.refundable_amount).toBe(0);
  });

  test('lets one of many simultaneous requests for the same pieces through', async ({
    shop,
    member,
  }) => {
    const order = await orderOf(shop, member, { status: 'shipped' }, 2);
    const form = { order_id: String(order.id), type: 'refund', reason: 'late' };
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        submit(shop, member, { ...form, items: order.pieces(i % 2 ? 1 : 2) }),
      ),
    );
    const taken = replies.filter((r) => r.code === 0).map((r) => r.data.pieces[0]?.quantity ?? 0);
    // Either both pieces in one request, or one piece each in two.
    expect(taken.reduce((sum, n) => sum + n, 0)).toBe(2);
    // The others are told the pieces are in a request in progress.
    expect(new Set(replies.filter((r) => r.code !== 0).map((r) => r.msg))).toEqual(
      new Set(['所选商品已在处理中的售后申请中，请刷新页面后重新选择']),
    );
    const rows = await shop.db
      .selectFrom('refund_line')
      .innerJoin('refund', 'refund.id', 'refund_line.refund_id')
      .select(['refund_line.quantity', 'refund.amount'])
      .where('refund.order_id', '=', order.id)
      .execute();
    expect(rows.reduce((sum, r) => sum + r.quantity, 0)).toBe(2);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(1000_00);
  });

  test('takes a return only once signed for and within 7 days', async ({ shop, member }) => {
    const now = Date.now();
    const form = (order: { id: number; pieces: () => string }) => ({
      order_id: String(order.id),
      type: 'return',
      reason: 'Too small',
      items: order.pieces(),
      contact: '13800000000',
    });
    const shipped = await orderOf(shop, member, { status: 'shipped' });
    expect(await submit(shop, member, form(shipped), 'en')).toMatchObject({
      code: 422,
      msg: 'A return can be asked for once you have confirmed receipt',
    });
    const late = await orderOf(shop, member, {
      status: 'completed',
      receivedAt: now - RETURN_WINDOW_MS - HOUR,
    });
    expect(await submit(shop, member, form(late), 'en')).toMatchObject({
      code: 422,
      msg: 'Returns are accepted within 7 days of signing for',
    });
    // A refund alone is still possible after the return window.
    const lateRefund = await submit(shop, member, { ...form(late), type: 'refund' });
    expect(lateRefund.code).toBe(0);
    const recent = await orderOf(shop, member, {
      status: 'completed',
      receivedAt: now - 6 * 24 * HOUR,
    });
    const taken = await submit(shop, member, form(recent), 'en');
    expect(taken).toMatchObject({
      code: 0,
      data: { type: 'return', contact: '13800000000', amount: 500_00 },
    });
  });

  test('refuses requests for orders not shipped, and pieces that are not there', async ({
    shop,
    member,
  }) => {
    for (const status of ['unpaid', 'paid', 'cancelled'] as const) {
      const order = await orderOf(shop, member, { status });
      const reply = await submit(
        shop,
        member,
        { order_id: String(order.id), type: 'refund', reason: 'x', items: order.pieces() },
        'en',
      );
      expect(reply, status).toMatchObject({
        code: 422,
        msg: 'After-sales service can be asked for once the order has shipped',
      });
    }
    const order = await orderOf(shop, member, { status: 'completed' }, 2);
    const other = await orderOf(shop, member, { status: 'completed' });
    const base = { order_id: String(order.id), type: 'refund', reason: 'Faded' };
    const refusals: [Record<string, string>, 'cn' | 'en', string][] = [
      [{ items: '[]' }, 'cn', '请选择要退的商品及数量'],
      [{}, 'en', 'Please choose the pieces to return and how many'],
      [
        { items: '[{"line_id": 1, "quantity": ' },
        'cn',
        '所选的退货商品无法识别，请刷新页面后重新选择',
      ],
      [
        { items: '{"line_id": 1}' },
        'en',
        'The pieces chosen could not be read: please reload the page and choose again',
      ],
      [{ items: '["x"]' }, 'cn', '所选的退货商品无法识别，请刷新页面后重新选择'],
      [
        { items: piecesField([order.lineId, 1], [order.lineId, 1]) },
        'cn',
        '所选的退货商品无法识别，请刷新页面后重新选择',
      ],
      [{ items: order.pieces(0) }, 'cn', '请选择正确的退货数量'],
      [{ items: piecesField([order.lineId, 1.5]) }, 'en', 'Please choose a valid number of pieces'],
      [{ items: order.pieces(3) }, 'cn', '所选数量超过可退数量'],
      [{ items: order.pieces(100) }, 'en', 'That is more pieces than can still be returned'],
      [{ items: other.pieces(1) }, 'cn', '所选商品不在该订单中'],
      [
        { items: piecesField([2_000_000_000, 1]) },
        'en',
        'A piece chosen is not part of this order',
      ],
      [{ amount: '100' }, 'cn', '退款金额现按所选商品计算，请刷新页面后选择要退的商品'],
      [
        { amount: '100' },
        'en',
        'The refund is now worked out from the pieces: please reload the page and choose them',
      ],
      [{ reason: ' ', items: order.pieces(1) }, 'cn', '请填写退款原因'],
      [{ type: 'swap', items: order.pieces(1) }, 'cn', '请选择售后类型'],
    ];
    for (const [form, lang, msg] of refusals) {
      expect(await submit(shop, member, { ...base, ...form }, lang), JSON.stringify(form)).toEqual({
        code: 422,
        data: null,
        msg,
      });
    }
    expect(
      await shop.db.selectFrom('refund').select('id').where('order_id', '=', order.id).execute(),
    ).toEqual([]);
    // An amount sent beside the pieces is never read.
    const exact = await submit(shop, member, { ...base, items: order.pieces(2), amount: '1' });
    expect(exact).toMatchObject({ code: 0, data: { amount: 1000_00 } });
  });

  test('previews what pieces refund without changing anything', async ({
    shop,
    member,
    orders: { get },
  }) => {
    const order = await orderOf(shop, member, { status: 'shipped' }, 2);
    const preview = await get(member, 'api/order/refund-preview', {
      order_id: order.id,
      items: order.pieces(1),
    });
    expect(preview).toMatchObject({
      code: 0,
      data: {
        amount: 500_00,
        freight: 0,
        lines: [{ line_id: order.lineId, quantity: 1, amount: 500_00 }],
      },
    });
    expect(
      await get(
        member,
        'api/order/refund-preview',
        { order_id: order.id, items: order.pieces(3) },
        'en',
      ),
    ).toMatchObject({ code: 422, msg: 'That is more pieces than can still be returned' });
    expect(
      await get(member, 'api/order/refund-preview', { order_id: order.id, items: 'oops' }),
    ).toMatchObject({ code: 422, msg: '所选的退货商品无法识别，请刷新页面后重新选择' });
    expect(
      await shop.db.selectFrom('refund').select('id').where('order_id', '=', order.id).execute(),
    ).toEqual([]);
  });

  test('allows a new request once the last one was refused', async ({
    shop,
    member,
    orders: { get },
  }) => {
    const order = await orderOf(shop, member, { status: 'shipped' });
    const form = {
      order_id: String(order.id),
      type: 'refund',
      reason: 'Stain',
      items: order.pieces(),
    };
    const first = await submit(shop, member, form);
    await setRefund(shop, first.data.id, 'refused');
    const detail = await get<OrderDetail>(member, 'api/order/detail', { order_id: order.id });
    expect(detail.data.actions.after_sale).toBe(true);
    expect(detail.data.refundable_amount).toBe(500_00);
    const second = await submit(shop, member, form);
    expect(second.code).toBe(0);
    // Refunded, the piece is gone for good: only too many.
    await setRefund(shop, second.data.id, 'refunded');
    expect(await submit(shop, member, form)).toMatchObject({
      code: 422,
      msg: '所选数量超过可退数量',
    });
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
      items: order.pieces(),
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
      items: order.pieces(),
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
