import { describe, expect } from 'vitest';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { stockOf } from '../../../test/orders';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { orderRow } from '../orders/console-orders-fixtures';
import { askedAfterSales, balanceOf, refundAudit, refundRow } from './console-aftersales-fixtures';

// Two staff on one after-sales request at the same instant: one is carried out, the other told,
// and the money leaves once.

describe.each(databases)('two staff on one after-sales request at once on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('two staff refunding one received return: one refund, the other told', async ({
    shop,
    member,
  }) => {
    const [a, b, warehouse] = await Promise.all([
      signedInStaff(shop, 'customer_service'),
      signedInStaff(shop, 'manager'),
      signedInStaff(shop, 'warehouse'),
    ]);
    const { request } = await askedAfterSales(shop, member, 'return');
    const path = `/aftersales/${request.id}`;
    await admin(shop.app, 'POST', `${path}/agree`, { cookie: a.cookie, body: {} });
    await admin(shop.app, 'POST', `${path}/receive`, {
      cookie: warehouse.cookie,
      body: { damaged: [] },
    });
    const replies = await Promise.all(
      [a, b].map((staff) =>
        admin(shop.app, 'POST', `${path}/refund`, { cookie: staff.cookie, body: {}, lang: 'cn' }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)?.body.msg).toMatch(
      /刚刚已被他人处理|现在不能退款/,
    );
    expect(await balanceOf(shop, member)).toBe(1600_00);
    expect((await refundRow(shop, request.id)).status).toBe('refunded');
    const audit = await refundAudit(shop, request.refund_no);
    expect(audit.filter((row) => row.action === 'aftersales.refund')).toHaveLength(1);
  });

  test('agreeing while a colleague refuses: one decision stands', async ({ shop, member }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'customer_service'),
      signedInStaff(shop, 'customer_service'),
    ]);
    const { request } = await askedAfterSales(shop, member, 'refund');
    const path = `/aftersales/${request.id}`;
    const replies = await Promise.all([
      admin(shop.app, 'POST', `${path}/agree`, { cookie: a.cookie, body: {} }),
      admin(shop.app, 'POST', `${path}/refuse`, { cookie: b.cookie, body: { reason: 'No' } }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const row = await refundRow(shop, request.id);
    expect(row.status).toBe(replies[0]?.status === 200 ? 'refunded' : 'refused');
    expect(await balanceOf(shop, member)).toBe(row.status === 'refunded' ? 1600_00 : 0);
  });

  test('two staff receiving one parcel: the pieces go back to stock once', async ({
    shop,
    member,
  }) => {
    const [owner, a, b] = await Promise.all([
      signedInStaff(shop, 'owner'),
      signedInStaff(shop, 'warehouse'),
      signedInStaff(shop, 'warehouse'),
    ]);
    const { request, sku } = await askedAfterSales(shop, member, 'return');
    const path = `/aftersales/${request.id}`;
    await admin(shop.app, 'POST', `${path}/agree`, { cookie: owner.cookie, body: {} });
    const before = await stockOf(shop.db, sku);
    const replies = await Promise.all(
      [a, b].map((staff) =>
        admin(shop.app, 'POST', `${path}/receive`, { cookie: staff.cookie, body: { damaged: [] } }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(shop.db, sku)).toBe(before + 2);
    const audit = await refundAudit(shop, request.refund_no);
    expect(audit.filter((row) => row.action === 'aftersales.receive')).toHaveLength(1);
  });

  test('two staff correcting one shipment: one correction stands', async ({ shop, member }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'warehouse'),
      signedInStaff(shop, 'owner'),
    ]);
    const { order } = await askedAfterSales(shop, member, 'refund');
    const numbers = ['SF1000000001', 'SF1000000002'];
    const seen = await orderRow(shop, order.order_no);
    const replies = await Promise.all(
      [a, b].map((staff, i) =>
        admin(shop.app, 'POST', `/orders/${order.order_no}/shipment`, {
          cookie: staff.cookie,
          body: {
            carrier: 'SF',
            tracking_no: numbers[i],
            seen_carrier: seen.carrier,
            seen_tracking_no: seen.tracking_no,
          },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies.findIndex((r) => r.status === 200);
    expect((await orderRow(shop, order.order_no)).tracking_no).toBe(numbers[winner]);
  });
});
