import { describe, expect } from 'vitest';
import type {
  ConsoleAfterSalesDetail,
  ConsoleAfterSalesPage,
} from '../../../../contract/console-aftersales';
import type { RefundDetail } from '../../../../contract/order';
import { test } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import { callAs, type TestMember } from '../../../test/members';
import { stockOf } from '../../../test/orders';
import { auditOf, orderRow, paidOrder } from '../orders/console-orders-fixtures';
import { admin, signedInStaff, type TestStaff } from '../../staff/staff-fixtures';
import {
  askedAfterSales,
  balanceOf,
  refundAudit,
  refundRow,
  sendReturnParcel,
} from './console-aftersales-fixtures';

const act = (shop: TestShop, staff: TestStaff, path: string, body: unknown = {}, lang = 'en') =>
  admin<ConsoleAfterSalesDetail>(shop.app, 'POST', `/aftersales${path}`, {
    cookie: staff.cookie,
    body,
    lang: lang as 'en' | 'cn',
  });

const memberView = async (shop: TestShop, member: TestMember, refundId: number) =>
  (
    await callAs<RefundDetail>(shop.app, member.token, 'api/order/refund-detail', {
      query: { refund_id: refundId },
      lang: 'en',
    })
  ).data;

describe.each(databases)('the console’s after-sales on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('lists the queue with the shopper’s reason, remark and return tracking number', async ({
    shop,
    member,
  }) => {
    const service = await signedInStaff(shop, 'customer_service');
    const asked = await askedAfterSales(shop, member, 'return', { remark: '袖口太紧' });
    const other = await askedAfterSales(shop, member, 'refund');
    await act(shop, service, `/${asked.request.id}/agree`);
    await sendReturnParcel(shop, member, asked.request.id);

    const list = (path: string) =>
      admin<ConsoleAfterSalesPage>(shop.app, 'GET', `/aftersales${path}`, {
        cookie: service.cookie,
        lang: 'cn',
      });
    const byNumber = await list(`?q=${asked.request.refund_no}`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.data.items).toEqual([
      expect.objectContaining({
        id: asked.request.id,
        order_no: asked.order.order_no,
        type: 'return',
        status: 'returning',
        reason: '尺码不合适',
        remark: '袖口太紧',
        express_company: 'SF',
        express_no: 'SF5556667778',
        amount: 1600_00,
        received_at: null,
      }),
    ]);
    const byOrder = await list(`?q=${other.order.order_no}&state=open`);
    expect(byOrder.body.data.items.map((r) => r.refund_no)).toEqual([other.request.refund_no]);
    expect((await list(`?q=${other.order.order_no}&state=refused`)).body.data.total).toBe(0);
    expect((await list('?state=lost')).status).toBe(400);
  });

  test('takes a return through agreement, the parcel and the refund shown before it is paid', async ({
    shop,
    member,
  }) => {
    const [service, warehouse] = await Promise.all([
      signedInStaff(shop, 'customer_service'),
      signedInStaff(shop, 'warehouse'),
    ]);
    const { request, sku } = await askedAfterSales(shop, member, 'return');
    const path = `/${request.id}`;
    const first = await admin<ConsoleAfterSalesDetail>(shop.app, 'GET', `/aftersales${path}`, {
      cookie: service.cookie,
    });
    expect(first.body.data).toMatchObject({
      status: 'requested',
      amount: 1600_00,
      freight: 0,
      pieces: [expect.objectContaining({ quantity: 2, amount: 1600_00, damaged: 0 })],
      actions: { review: true, agree: true, refuse: true, receive: false, refund: false },
    });
    expect((await act(shop, service, `${path}/review`)).body.data.status).toBe('reviewing');
    expect((await act(shop, service, `${path}/agree`)).body.data.status).toBe('agreed');
    await sendReturnParcel(shop, member, request.id);
    const stockBefore = await stockOf(shop.db, sku);

    const line = first.body.data.pieces[0]?.line_id ?? 0;
    const received = await act(shop, warehouse, `${path}/receive`, {
      damaged: [{ line_id: line, quantity: 1 }],
    });
    expect(received.status).toBe(200);
    expect(received.body.data).toMatchObject({
      status: 'returning',
      received_at: expect.any(Number),
      amount: 1600_00,
      pieces: [expect.objectContaining({ quantity: 2, damaged: 1 })],
      actions: { agree: false, refuse: true, receive: false, refund: true },
    });
    expect(await stockOf(shop.db, sku)).toBe(stockBefore + 1);
    expect(await balanceOf(shop, member)).toBe(0);

    const refunded = await act(shop, service, `${path}/refund`);
    expect(refunded.body.data).toMatchObject({
      status: 'refunded',
      refunded_at: expect.any(Number),
    });
    expect(await balanceOf(shop, member)).toBe(1600_00);
    expect(await memberView(shop, member, request.id)).toMatchObject({ status: 'refunded' });
    const again = await act(shop, service, `${path}/refund`);
    expect(again.status).toBe(409);
    expect(await balanceOf(shop, member)).toBe(1600_00);

    const audit = await refundAudit(shop, request.refund_no);
    expect(audit.map((row) => [row.action, row.actor])).toEqual([
      ['aftersales.review', String(service.id)],
      ['aftersales.agree', String(service.id)],
      ['aftersales.receive', String(warehouse.id)],
      ['aftersales.refund', String(service.id)],
    ]);
    expect(JSON.parse(audit[2]?.after ?? '{}')).toMatchObject({
      restocked: { [line]: 1 },
      damaged: { [line]: 1 },
    });
  });

  test('receives a parcel without a tracking number, then refuses it and sends the pieces back', async ({
    shop,
    member,
  }) => {
    const [service, warehouse] = await Promise.all([
      signedInStaff(shop, 'customer_service'),
      signedInStaff(shop, 'warehouse'),
    ]);
    const { request, sku } = await askedAfterSales(shop, member, 'return');
    const path = `/${request.id}`;
    await act(shop, service, `${path}/agree`);
    const stockBefore = await stockOf(shop.db, sku);
    const received = await act(shop, warehouse, `${path}/receive`, { damaged: [] });
    expect(received.body.data).toMatchObject({ status: 'returning', express_no: '' });
    expect(await stockOf(shop.db, sku)).toBe(stockBefore + 2);
    const twice = await act(shop, warehouse, `${path}/receive`, { damaged: [] }, 'cn');
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toContain('无法确认收货');

    expect((await act(shop, service, `${path}/refuse`, { reason: '  ' })).status).toBe(400);
    const refused = await act(shop, service, `${path}/refuse`, { reason: 'Worn, tags removed' });
    expect(refused.body.data).toMatchObject({
      status: 'refused',
      refuse_reason: 'Worn, tags removed',
    });
    expect(await stockOf(shop.db, sku)).toBe(stockBefore);
    expect(await memberView(shop, member, request.id)).toMatchObject({
      status: 'refused',
      refuse_reason: 'Worn, tags removed',
    });
    const refuseAudit = (await refundAudit(shop, request.refund_no)).at(-1);
    expect(refuseAudit?.action).toBe('aftersales.refuse');
    expect(JSON.parse(refuseAudit?.after ?? '{}')).toMatchObject({
      status: 'refused',
      refuse_reason: 'Worn, tags removed',
    });
  });

  test('agrees to a refund only and pays it at once; refuses what its state forbids', async ({
    shop,
    member,
  }) => {
    const service = await signedInStaff(shop, 'customer_service');
    const { request } = await askedAfterSales(shop, member, 'refund');
    const agreed = await act(shop, service, `/${request.id}/agree`);
    expect(agreed.body.data).toMatchObject({ status: 'refunded', amount: 1600_00 });
    expect(await balanceOf(shop, member)).toBe(1600_00);
    const refuse = await act(shop, service, `/${request.id}/refuse`, { reason: 'Too late' });
    expect(refuse.status).toBe(409);
    expect(refuse.body.msg).toBe(
      `After-sales request ${request.refund_no} cannot be refused: only a new request, one under review, or a return received and not yet refunded can`,
    );
    const receive = await act(shop, service, `/${request.id}/receive`, { damaged: [] });
    expect(receive.status).toBe(403);
    expect((await refundRow(shop, request.id)).status).toBe('refunded');
    const missing = await admin(shop.app, 'GET', '/aftersales/2147483000', {
      cookie: service.cookie,
    });
    expect(missing.status).toBe(404);
  });

  test('refuses a damaged count larger than what came back', async ({ shop, member }) => {
    const [service, warehouse] = await Promise.all([
      signedInStaff(shop, 'customer_service'),
      signedInStaff(shop, 'warehouse'),
    ]);
    const { request } = await askedAfterSales(shop, member, 'return');
    const agreed = await act(shop, service, `/${request.id}/agree`);
    const line = agreed.body.data.pieces[0]?.line_id ?? 0;
    const tooMany = await act(shop, warehouse, `/${request.id}/receive`, {
      damaged: [{ line_id: line, quantity: 3 }],
    });
    expect(tooMany.status).toBe(400);
    expect((await refundRow(shop, request.id)).received_at).toBeNull();
  });

  test('corrects a shipment’s carrier and tracking number, audited', async ({ shop, member }) => {
    const warehouse = await signedInStaff(shop, 'warehouse');
    const shipped = await paidOrder(shop, member, {
      status: 'shipped',
      trackingNo: 'SF0000000001',
    });
    const correct = (orderNo: string, body: Record<string, string>) =>
      admin(shop.app, 'POST', `/orders/${orderNo}/shipment`, { cookie: warehouse.cookie, body });
    const seen = { seen_carrier: 'SF', seen_tracking_no: 'SF0000000001' };
    const corrected = await correct(shipped.order_no, {
      carrier: 'jd',
      tracking_no: 'JD0012345678',
      ...seen,
    });
    expect(corrected.status).toBe(200);
    expect(await orderRow(shop, shipped.order_no)).toMatchObject({
      carrier: 'JD',
      tracking_no: 'JD0012345678',
      status: 'shipped',
    });
    expect(
      (await auditOf(shop, shipped.order_no)).map((row) => [row.action, row.before, row.after]),
    ).toEqual([
      [
        'order.shipment_correct',
        JSON.stringify({ carrier: 'SF', tracking_no: 'SF0000000001' }),
        JSON.stringify({ carrier: 'JD', tracking_no: 'JD0012345678' }),
      ],
    ]);
    const stale = await correct(shipped.order_no, {
      carrier: 'SF',
      tracking_no: 'SF0000000009',
      ...seen,
    });
    expect(stale.status).toBe(409);
    const paid = await paidOrder(shop, member);
    const unshipped = await correct(paid.order_no, {
      carrier: 'SF',
      tracking_no: 'SF0000000009',
      seen_carrier: '',
      seen_tracking_no: '',
    });
    expect(unshipped.status).toBe(409);
    expect(unshipped.body.msg).toContain('has not shipped');
  });
});
