import { describe, expect } from 'vitest';
import type {
  BulkShipReport,
  ConsoleOrderDetail,
  ConsoleOrderPage,
} from '../../../../contract/console-orders';
import type { OrderDetail } from '../../../../contract/order';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { callAs, createMember } from '../../../test/members';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { auditOf, orderRow, paidOrder, rawAdmin } from './console-orders-fixtures';

describe.each(databases)('the console’s orders on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('lists orders by each filter, a page at a time', async ({ shop, member }) => {
    const staff = await signedInStaff(shop, 'customer_service');
    const list = async (query: string) => {
      const reply = await admin<ConsoleOrderPage>(shop.app, 'GET', `/orders?${query}`, {
        cookie: staff.cookie,
      });
      expect(reply.status, query).toBe(200);
      return reply.body.data;
    };
    const day = 24 * 3600_000;
    const old = await paidOrder(shop, member, { createdAt: Date.now() - 10 * day });
    const cancelling = await paidOrder(shop, member, { cancelStatus: 'processing' });
    const byWechat = await paidOrder(shop, member, { payMethod: 'wechat' });
    const mine = `mobile=${member.mobile}`;

    const all = await list(mine);
    expect(all.total).toBe(3);
    // Newest first.
    expect(all.items.map((o) => o.order_no)).toEqual([
      byWechat.order_no,
      cancelling.order_no,
      old.order_no,
    ]);
    expect(all.items[0]).toMatchObject({
      status: 'paid',
      member_mobile: member.mobile,
      member_card_no: member.card_no,
      pay_amount: 2469_00,
      pieces: 2,
    });
    expect((await list(`${mine}&state=cancelling`)).items.map((o) => o.order_no)).toEqual([
      cancelling.order_no,
    ]);
    expect((await list(`${mine}&pay_method=wechat`)).items.map((o) => o.order_no)).toEqual([
      byWechat.order_no,
    ]);
    const since = Date.now() - day;
    expect((await list(`${mine}&from=${since}`)).total).toBe(2);
    expect((await list(`${mine}&to=${since}`)).items.map((o) => o.order_no)).toEqual([
      old.order_no,
    ]);
    expect((await list(`order_no=${old.order_no}`)).items.map((o) => o.order_no)).toEqual([
      old.order_no,
    ]);
    expect((await list(`member=${member.card_no}`)).total).toBe(3);
    expect((await list(`q=${old.order_no.slice(2, 12)}&${mine}`)).total).toBeGreaterThan(0);
    // LIKE's own characters are looked for as typed.
    expect((await list(`q=${encodeURIComponent('%')}&${mine}`)).total).toBe(0);
    const paged = await list(`${mine}&page=2&page_size=2`);
    expect(paged).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(paged.items.map((o) => o.order_no)).toEqual([old.order_no]);

    const wrong = await admin(shop.app, 'GET', '/orders?state=lost', {
      cookie: staff.cookie,
      lang: 'cn',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'staffInvalid', msg: '参数 state 不正确' });
  });

  test('exports the filtered orders as a CSV file Excel reads in Chinese', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'warehouse');
    const member = await createMember(shop.db);
    const order = await paidOrder(shop, member);
    // A receiver's name a spreadsheet would run as a formula stays text.
    await shop.db
      .updateTable('shop_order')
      .set({ receiver_name: '=HYPERLINK("x"),李' })
      .where('order_no', '=', order.order_no)
      .execute();
    const csv = await rawAdmin(shop, `/orders/export?mobile=${member.mobile}`, staff.cookie);
    expect(csv.status).toBe(200);
    expect(csv.type).toBe('text/csv; charset=utf-8');
    expect(csv.text.startsWith('\uFEFF订单号,下单时间,状态')).toBe(true);
    const lines = csv.text.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${order.order_no},`);
    expect(lines[1]).toContain(',待发货,');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x""),李"`);
    expect(lines[1]).toContain(',2469.00,0.00,');
    const english = await rawAdmin(
      shop,
      `/orders/export?mobile=${member.mobile}`,
      staff.cookie,
      'en',
    );
    expect(english.text.startsWith('\uFEFFOrder number,Placed,State')).toBe(true);
    expect(english.text).toContain(',To be shipped,');
  });

  test('shows an order whole and ships it, telling the shopper and the audit log', async ({
    shop,
    member,
  }) => {
    const staff = await signedInStaff(shop, 'warehouse');
    const order = await paidOrder(shop, member);
    const path = `/orders/${order.order_no}`;
    const shown = await admin<ConsoleOrderDetail>(shop.app, 'GET', path, { cookie: staff.cookie });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      order_no: order.order_no,
      status: 'paid',
      member: { mobile: member.mobile, card_no: member.card_no },
      address: { province: '上海市', city: '上海市', area: '静安区', address: '南京西路 1266 号' },
      amounts: { pay_amount: 2469_00, refunded_amount: 0 },
      payments: [{ method: 'balance', amount: 2469_00, status: 'paid' }],
      refunds: [],
      shipment: null,
      invoice: null,
    });
    expect(shown.body.data.lines).toEqual([
      expect.objectContaining({ quantity: 2, price: 1234_50 }),
    ]);
    expect(shown.body.data.timeline.map((e) => e.event)).toEqual(['placed', 'paid']);

    const ship = (body: unknown, lang: 'cn' | 'en' = 'en') =>
      admin<ConsoleOrderDetail>(shop.app, 'POST', `${path}/ship`, {
        cookie: staff.cookie,
        body,
        lang,
        headers: { 'user-agent': 'warehouse-browser' },
        ip: '10.1.2.3',
      });
    const badCarrier = await ship({ carrier: 'UPS', tracking_no: 'SF1234567890' }, 'cn');
    expect(badCarrier.status).toBe(400);
    expect(badCarrier.body.msg).toBe('未知的快递公司“UPS”：请使用 SF, EMS, JD 之一');
    const badNumber = await ship({ carrier: 'SF', tracking_no: '12' });
    expect(badNumber.body.msg).toBe(
      'The tracking number should be 6 to 30 letters, digits or dashes',
    );
    expect((await orderRow(shop, order.order_no)).status).toBe('paid');

    const shipped = await ship({ carrier: 'sf', tracking_no: 'SF1234567890' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'SF', carrier_name: 'SF Express', tracking_no: 'SF1234567890' },
    });
    // The staff's shipping tells the moment once, with who shipped it.
    expect(shipped.body.data.timeline.filter((e) => e.event.includes('ship'))).toEqual([
      expect.objectContaining({
        event: 'order.ship',
        detail: 'SF SF1234567890',
        actor: String(staff.id),
      }),
    ]);
    const seen = await callAs<OrderDetail>(shop.app, member.token, 'api/order/detail', {
      query: { order_id: order.id },
    });
    expect(seen.data.status).toBe('shipped');
    const audit = await auditOf(shop, order.order_no);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: String(staff.id),
      action: 'order.ship',
      ip: '10.1.2.3',
      user_agent: 'warehouse-browser',
    });
    expect(JSON.parse(audit[0]?.before ?? '')).toMatchObject({ status: 'paid' });
    expect(JSON.parse(audit[0]?.after ?? '')).toEqual({
      status: 'shipped',
      carrier: 'SF',
      tracking_no: 'SF1234567890',
    });

    const again = await ship({ carrier: 'EMS', tracking_no: 'EM123456789' }, 'cn');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(`订单 ${order.order_no} 已发货：只有待发货的订单可以发货`);
    const missing = await admin(shop.app, 'GET', '/orders/NOSUCHORDER', { cookie: staff.cookie });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('No order has the number "NOSUCHORDER"');
    expect(await auditOf(shop, order.order_no)).toHaveLength(1);
  });

  test('ships many orders from a CSV file after a dry run naming each line', async ({
    shop,
    member,
  }) => {
    const staff = await signedInStaff(shop, 'warehouse');
    const first = await paidOrder(shop, member);
    const second = await paidOrder(shop, member);
    const cancelling = await paidOrder(shop, member, { cancelStatus: 'processing' });
    const csv = [
      '订单号,快递公司,快递单号',
      `${first.order_no},SF,SF0000000001`,
      '',
      `${second.order_no},jd,JD0000000002`,
      `${first.order_no},EMS,EM000000003`,
      `${cancelling.order_no},SF,SF0000000004`,
      'NOSUCHORDER,SF,SF0000000005',
      `${second.order_no},UPS`,
      `"${second.order_no}",DHL,DH0000000006`,
    ].join('\n');
    const send = (apply: boolean) =>
      admin<BulkShipReport>(shop.app, 'POST', '/orders/ship-csv', {
        cookie: staff.cookie,
        body: { csv: `\uFEFF${csv}`, apply },
        lang: 'en',
      });
    const dry = await send(false);
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({ applied: false, ready: 2, shipped: 0, refused: 5 });
    expect(dry.body.data.lines.map((l) => [l.line, l.outcome, l.msg])).toEqual([
      [2, 'ready', ''],
      [4, 'ready', ''],
      [5, 'refused', `Order ${first.order_no} is already on line 2`],
      [6, 'refused', `Order ${cancelling.order_no} has a cancellation request to decide first`],
      [7, 'refused', 'No order has the number "NOSUCHORDER"'],
      [8, 'refused', 'There should be three columns: order number, carrier, tracking number'],
      [9, 'refused', `Order ${second.order_no} is already on line 4`],
    ]);
    expect((await orderRow(shop, first.order_no)).status).toBe('paid');
    expect(await auditOf(shop, first.order_no)).toHaveLength(0);

    const applied = await send(true);
    expect(applied.body.data).toMatchObject({ applied: true, ready: 0, shipped: 2, refused: 5 });
    expect(await orderRow(shop, first.order_no)).toMatchObject({
      status: 'shipped',
      carrier: 'SF',
      tracking_no: 'SF0000000001',
    });
    expect(await orderRow(shop, second.order_no)).toMatchObject({
      status: 'shipped',
      carrier: 'JD',
    });
    expect((await orderRow(shop, cancelling.order_no)).status).toBe('paid');
    expect(await auditOf(shop, second.order_no)).toHaveLength(1);

    const empty = await admin(shop.app, 'POST', '/orders/ship-csv', {
      cookie: staff.cookie,
      body: { csv: '订单号,快递公司,快递单号\n\n', apply: false },
      lang: 'cn',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('文件中没有要发货的行');
    const broken = await admin(shop.app, 'POST', '/orders/ship-csv', {
      cookie: staff.cookie,
      body: { csv: `${first.order_no},SF,"SF1\n`, apply: false },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('bulkShipUnreadable');
  });

  test('agrees to a cancellation with its refund, or refuses it with a reason', async ({
    shop,
    member,
  }) => {
    const staff = await signedInStaff(shop, 'customer_service');
    const decide = (orderNo: string, what: string, body: unknown = {}) =>
      admin<ConsoleOrderDetail>(shop.app, 'POST', `/orders/${orderNo}/cancellation/${what}`, {
        cookie: staff.cookie,
        body,
        lang: 'cn',
      });
    const agreed = await paidOrder(shop, member, { cancelStatus: 'processing' });
    const reply = await decide(agreed.order_no, 'agree');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      status: 'cancelled',
      amounts: { refunded_amount: 2469_00 },
      refunds: [{ type: 'cancel', status: 'refunded', amount: 2469_00 }],
    });
    const balance = await shop.db
      .selectFrom('member')
      .select('balance')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(balance.balance).toBe(2469_00);
    const [entry] = await auditOf(shop, agreed.order_no);
    expect(entry).toMatchObject({ actor: String(staff.id), action: 'order.cancel_agree' });
    expect(JSON.parse(entry?.after ?? '')).toMatchObject({
      status: 'cancelled',
      refund_amount: 2469_00,
      refund_status: 'refunded',
    });
    const twice = await decide(agreed.order_no, 'agree');
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(`订单 ${agreed.order_no} 没有待处理的取消申请：订单已取消`);

    const refused = await paidOrder(shop, member, { cancelStatus: 'processing' });
    const noReason = await decide(refused.order_no, 'refuse', { reason: '  ' });
    expect(noReason.status).toBe(400);
    const done = await decide(refused.order_no, 'refuse', { reason: '包裹已交付快递' });
    expect(done.body.data).toMatchObject({
      status: 'paid',
      cancel_status: 'rejected',
      cancel_refuse_reason: '包裹已交付快递',
    });
    const seen = await callAs<OrderDetail>(shop.app, member.token, 'api/order/detail', {
      query: { order_id: refused.id },
    });
    expect(seen.data.cancel_refuse_reason).toBe('包裹已交付快递');
    expect((await auditOf(shop, refused.order_no)).map((r) => r.action)).toEqual([
      'order.cancel_refuse',
    ]);
    const notAsked = await paidOrder(shop, member);
    expect((await decide(notAsked.order_no, 'agree')).body.msg).toBe(
      `订单 ${notAsked.order_no} 没有待处理的取消申请：买家未申请取消`,
    );
  });
});
