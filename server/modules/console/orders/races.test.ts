import { describe, expect } from 'vitest';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { auditOf, orderRow, paidOrder } from './console-orders-fixtures';

// Two staff acting on one order at the same instant: one is carried out, the other is told.

describe.each(databases)('two staff on one order at once on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('two warehouse staff shipping one order: one ships it, the other is told', async ({
    shop,
    member,
  }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'warehouse'),
      signedInStaff(shop, 'manager'),
    ]);
    const order = await paidOrder(shop, member);
    const ship = (cookie: string, trackingNo: string) =>
      admin(shop.app, 'POST', `/orders/${order.order_no}/ship`, {
        cookie,
        body: { carrier: 'SF', tracking_no: trackingNo },
      });
    const replies = await Promise.all([
      ship(a.cookie, 'SF1111111111'),
      ship(b.cookie, 'SF2222222222'),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = replies.find((r) => r.status === 409);
    expect(loser?.body.msg).toBe(
      `Order ${order.order_no} is shipped: only a paid order can be shipped`,
    );
    const winner = replies.findIndex((r) => r.status === 200);
    const row = await orderRow(shop, order.order_no);
    expect(row.tracking_no).toBe(winner === 0 ? 'SF1111111111' : 'SF2222222222');
    const audit = await auditOf(shop, order.order_no);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor).toBe(String(winner === 0 ? a.id : b.id));
  });

  test('shipping while a colleague agrees to the cancellation: one of them wins', async ({
    shop,
    member,
  }) => {
    const [warehouse, service] = await Promise.all([
      signedInStaff(shop, 'warehouse'),
      signedInStaff(shop, 'customer_service'),
    ]);
    const order = await paidOrder(shop, member, { cancelStatus: 'processing' });
    const replies = await Promise.all([
      admin(shop.app, 'POST', `/orders/${order.order_no}/cancellation/agree`, {
        cookie: service.cookie,
        body: {},
      }),
      admin(shop.app, 'POST', `/orders/${order.order_no}/ship`, {
        cookie: warehouse.cookie,
        body: { carrier: 'SF', tracking_no: 'SF3333333333' },
      }),
    ]);
    // A processing cancellation holds the parcel: the agreement goes through, the shipping is refused.
    expect(replies.map((r) => r.status)).toEqual([200, 409]);
    expect((await orderRow(shop, order.order_no)).status).toBe('cancelled');
    expect((await auditOf(shop, order.order_no)).map((r) => r.action)).toEqual([
      'order.cancel_agree',
    ]);
  });

  test('two staff deciding one cancellation at once: one decision stands', async ({
    shop,
    member,
  }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'customer_service'),
      signedInStaff(shop, 'owner'),
    ]);
    const order = await paidOrder(shop, member, { cancelStatus: 'processing' });
    const replies = await Promise.all([
      admin(shop.app, 'POST', `/orders/${order.order_no}/cancellation/agree`, {
        cookie: a.cookie,
        body: {},
      }),
      admin(shop.app, 'POST', `/orders/${order.order_no}/cancellation/refuse`, {
        cookie: b.cookie,
        body: { reason: '已发出' },
      }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const row = await orderRow(shop, order.order_no);
    const agreedWon = replies[0]?.status === 200;
    expect(row.status).toBe(agreedWon ? 'cancelled' : 'paid');
    expect(row.cancel_status).toBe(agreedWon ? null : 'rejected');
    expect(await auditOf(shop, order.order_no)).toHaveLength(1);
  });
});
