import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../../test/fixtures';
import type { OrderSummary, OrderTab } from '../../../../contract/order';
import { databases, type TestShop } from '../../../test/harness';
import { createMember } from '../../../test/members';
import { freshOrderSku, placeOrder } from '../../../test/orders';
import { allPieces, orderCalls, piecesField } from './lifecycle-fixtures';

const ordersOf = oncePerShop((shop: TestShop) => orderCalls(() => shop));

const test = shopTest.extend('orders', ({ shop }) => ordersOf(shop));

describe.each(databases)('one member’s orders are closed to another on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('answers another member exactly as for a missing order, refund or invoice, and changes nothing', async ({
    shop,
    orders: { get, post },
  }) => {
    const owner = await createMember(shop.db);
    const stranger = await createMember(shop.db);
    const sku = await freshOrderSku(shop.db, 10);
    const unpaid = await placeOrder(shop.db, owner, { lines: [{ skuId: sku }] });
    const paid = await placeOrder(shop.db, owner, { status: 'paid', lines: [{ skuId: sku }] });
    const shipped = await placeOrder(shop.db, owner, {
      status: 'shipped',
      lines: [{ skuId: sku }],
    });
    const completed = await placeOrder(shop.db, owner, {
      status: 'completed',
      lines: [{ skuId: sku }],
      receivedAt: Date.now() - 60_000,
    });
    const request = await post<{ id: number }>(owner, 'api/order/refund-submit', {
      order_id: String(completed.id),
      type: 'return',
      reason: 'Too long',
      items: await allPieces(shop.db, completed.id),
    });
    expect(request.code).toBe(0);
    await shop.db
      .updateTable('refund')
      .set({ status: 'agreed' })
      .where('id', '=', request.data.id)
      .execute();
    const missing = 2_000_000_000;
    const before = await shop.db
      .selectFrom('shop_order')
      .selectAll()
      .where('member_id', '=', owner.id)
      .orderBy('id')
      .execute();
    const refundBefore = await shop.db
      .selectFrom('refund')
      .selectAll()
      .where('member_id', '=', owner.id)
      .execute();

    const attempts = (id: number, refundId: number) => [
      () => get(stranger, 'api/order/detail', { order_id: id }, 'en'),
      () => post(stranger, 'api/order/cancel', { order_id: String(id) }, 'en'),
      () => get(stranger, 'api/order/confirm', { order_id: id }, 'en'),
      () =>
        post(
          stranger,
          'api/order/refund-submit',
          { order_id: String(id), type: 'refund', reason: 'x', items: piecesField([1, 1]) },
          'en',
        ),
      () =>
        post(
          stranger,
          'api/order/invoice-upload',
          {
            order_id: String(id),
            invoice_type: 'general',
            header_type: 'personal',
            title: 'X',
            email: 'x@example.com',
          },
          'en',
        ),
      () => get(stranger, 'api/order/refund-detail', { refund_id: refundId }, 'en'),
      () =>
        post(
          stranger,
          'api/order/refund-send',
          { refund_id: String(refundId), express_company: 'SF', express_no: 'SF123456789' },
          'en',
        ),
    ];
    const answers = async (id: number, refundId: number) => {
      const replies = [];
      for (const attempt of attempts(id, refundId)) replies.push(await attempt());
      return replies.map((r) => [r.code, r.msg, r.data]);
    };
    const forMissing = await answers(missing, missing);
    expect(forMissing[0]).toEqual([4004, 'This order could not be found', null]);
    expect(forMissing[5]).toEqual([4004, 'This after-sales request could not be found', null]);
    for (const order of [unpaid, paid, shipped, completed]) {
      expect(await answers(order.id, request.data.id), order.order_no).toEqual(forMissing);
    }
    const after = await shop.db
      .selectFrom('shop_order')
      .selectAll()
      .where('member_id', '=', owner.id)
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
    expect(
      await shop.db.selectFrom('refund').selectAll().where('member_id', '=', owner.id).execute(),
    ).toEqual(refundBefore);
    expect(await shop.db.selectFrom('invoice').select('id').execute()).toEqual([]);

    const list = await get<{ list: OrderSummary[]; counts: Record<OrderTab, number> }>(
      stranger,
      'api/order/list',
      {},
    );
    expect(list.data.list).toEqual([]);
    expect(list.data.counts.all).toBe(0);
  });

  test('asks visitors to sign in', async ({ orders: { get } }) => {
    const visitor = { id: 0, mobile: '', card_no: '', token: '' };
    const reply = await get(visitor, 'api/order/list', {});
    expect(reply.code).toBe(-1);
  });
});
