import { describe, expect } from 'vitest';
import { test } from '../test/fixtures';
import type { OrderDetail } from '../../contract/order';
import { FakePayment } from '../modules/order/lifecycle/lifecycle-fixtures';
import { cancelOverdueOrders } from '../modules/order/lifecycle/sweep';
import { SandboxCarrier } from '../providers/carrier';
import { databases, type TestShop } from '../test/harness';
import { callAs, createMember, giveCoupon } from '../test/members';
import { freshOrderSku, placeOrder, stockOf } from '../test/orders';
import { runOperatorCommand } from './commands';
import { pointsSettings } from '../modules/order/checkout/settings';

describe.each(databases)('the operator’s order commands on %s', (kind) => {
  test.override({ databaseKind: kind });
  const payment = new FakePayment();
  const run = (shop: TestShop, ...args: string[]) =>
    runOperatorCommand(
      {
        db: shop.db,
        payment: payment.methods,
        carrier: new SandboxCarrier(),
        now: Date.now(),
      },
      args,
    );
  const orderRow = (shop: TestShop, id: number) =>
    shop.db.selectFrom('shop_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  test('lists orders by status and shows one in full', async ({ shop, member }) => {
    const sku = await freshOrderSku(shop.db, 10);
    const paid = await placeOrder(shop.db, member, {
      status: 'paid',
      lines: [{ skuId: sku, quantity: 2, price: 1234_50 }],
    });
    const unpaid = await placeOrder(shop.db, member, { lines: [{ skuId: sku }] });

    const all = await run(shop, 'order', 'list');
    expect(all.ok).toBe(true);
    expect(all.text).toContain(paid.order_no);
    expect(all.text).toContain(unpaid.order_no);
    const onlyPaid = await run(shop, 'order', 'list', 'paid');
    expect(onlyPaid.text).toContain(paid.order_no);
    expect(onlyPaid.text).not.toContain(unpaid.order_no);
    expect(onlyPaid.text).toContain('¥2,469.00');
    // The unpaid order's amount is what it will cost; its "paid" column says nothing was.
    const unpaidRow = all.text.split('\n').find((line) => line.includes(unpaid.order_no)) ?? '';
    const header = all.text.split('\n')[0] ?? '';
    expect(header).toMatch(/amount +paid +status/);
    expect(unpaidRow).toMatch(/¥[\d,.]+ +- +unpaid$/);
    const paidRow = all.text.split('\n').find((line) => line.includes(paid.order_no)) ?? '';
    expect(paidRow).toMatch(/¥2,469\.00 +\d{4}-\d\d-\d\d \d\d:\d\d +paid$/);
    expect(await run(shop, 'order', 'list', 'lost')).toEqual({
      ok: false,
      text: '"lost" is not a status: use one of unpaid, paid, shipped, completed, cancelled, cancelling',
    });

    const shown = await run(shop, 'order', 'show', paid.order_no);
    expect(shown.ok).toBe(true);
    expect(shown.text).toContain(`order ${paid.order_no}: paid`);
    expect(shown.text).toContain('× 2 at ¥1,234.50');
    expect(shown.text).toContain('上海市上海市静安区 南京西路 1266 号');
    // An order to an area merged away since still shows where it went.
    await shop.db
      .updateTable('shop_order')
      .set({ province_code: '330000', city_code: '330100', area_code: '330103' })
      .where('id', '=', paid.id)
      .execute();
    expect((await run(shop, 'order', 'show', paid.order_no)).text).toContain(
      '浙江省杭州市下城区 南京西路 1266 号',
    );
    expect(shown.text).toMatch(/payment +P\d+ wechat ¥2,469\.00 paid/);
    // Points are counted as the shopper's pages count them.
    const withPoints = await placeOrder(shop.db, await createMember(shop.db, { points: 20_000 }), {
      status: 'paid',
      lines: [{ skuId: sku, quantity: 1, price: 13_400_00 }],
      pointsUsed: 10_850,
    });
    expect((await run(shop, 'order', 'show', withPoints.order_no)).text).toContain(
      'points −¥217.00 (10,850 points)',
    );
    expect(await run(shop, 'order', 'show', 'NOPE')).toEqual({
      ok: false,
      text: 'no order has the number "NOPE"',
    });
    expect(await run(shop, 'order', 'show')).toEqual({
      ok: false,
      text: 'usage: npm run shop -- order show <order_no>',
    });
  });

  test('ships a paid order, and refuses what cannot be shipped', async ({ shop, member }) => {
    const sku = await freshOrderSku(shop.db, 10);
    const paid = await placeOrder(shop.db, member, { status: 'paid', lines: [{ skuId: sku }] });
    expect(await run(shop, 'order', 'ship', paid.order_no, 'UPS', 'SF1234567')).toEqual({
      ok: false,
      text: 'unknown carrier "UPS": use one of SF, EMS, JD',
    });
    expect((await run(shop, 'order', 'ship', paid.order_no, 'SF', '12')).text).toBe(
      'the tracking number should be 6 to 30 letters, digits or dashes',
    );
    const shipped = await run(shop, 'order', 'ship', paid.order_no, 'sf', 'SF1234567890');
    expect(shipped).toEqual({
      ok: true,
      text: `order ${paid.order_no} shipped with SF Express, tracking number SF1234567890`,
    });
    expect(await orderRow(shop, paid.id)).toMatchObject({
      status: 'shipped',
      carrier: 'SF',
      tracking_no: 'SF1234567890',
    });
    // The operator's shipping is in the audit log, as the console's is.
    const audit = await shop.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'after'])
      .where('record_type', '=', 'order')
      .where('record_id', '=', paid.order_no)
      .execute();
    expect(audit).toEqual([
      {
        actor: 'operator',
        action: 'order.ship',
        after: JSON.stringify({ status: 'shipped', carrier: 'SF', tracking_no: 'SF1234567890' }),
      },
    ]);
    const detail = await callAs<OrderDetail>(shop.app, member.token, 'api/order/detail', {
      query: { order_id: paid.id },
    });
    expect(detail.data.shipment?.events[0]?.text).toBe(
      '商家已发货，顺丰速运已揽收，快递单号 SF1234567890',
    );
    expect((await run(shop, 'order', 'ship', paid.order_no, 'EMS', 'EM123456789')).text).toBe(
      `order ${paid.order_no} is shipped: only a paid order can be shipped`,
    );

    const cancelling = await placeOrder(shop.db, member, {
      status: 'paid',
      lines: [{ skuId: sku }],
      cancelStatus: 'processing',
    });
    const refused = await run(shop, 'order', 'ship', cancelling.order_no, 'SF', 'SF1234567891');
    expect(refused.ok).toBe(false);
    expect(refused.text).toContain('cancellation request to decide first');
    expect((await orderRow(shop, cancelling.id)).status).toBe('paid');
    const rejected = await placeOrder(shop.db, member, {
      status: 'paid',
      lines: [{ skuId: sku }],
      cancelStatus: 'rejected',
    });
    expect((await run(shop, 'order', 'ship', rejected.order_no, 'JD', 'JD0001234567')).ok).toBe(
      true,
    );
  });

  test('agrees to a cancellation once, refunding in full and giving everything back', async ({
    shop,
  }) => {
    const member = await createMember(shop.db, { points: 1000 });
    const sku = await freshOrderSku(shop.db, 10);
    const coupon = await giveCoupon(shop.db, member.id, {
      code: 'operator_gift',
      value_fen: 100_00,
    });
    const order = await placeOrder(shop.db, member, {
      status: 'paid',
      lines: [{ skuId: sku, quantity: 3, price: 1000_00 }],
      couponId: coupon,
      pointsUsed: 500,
      pointsEarned: 2890,
      cancelStatus: 'processing',
    });
    expect(await stockOf(shop.db, sku)).toBe(7);
    expect(await run(shop, 'order', 'cancel-refuse', order.order_no)).toEqual({
      ok: false,
      text: 'usage: npm run shop -- order cancel-refuse <order_no> <reason…>',
    });

    payment.refundsFail = true;
    const failed = await run(shop, 'order', 'cancel-agree', order.order_no);
    expect(failed.ok).toBe(false);
    expect(failed.text).toContain('run the command again to retry');
    expect((await orderRow(shop, order.id)).cancel_status).toBe('processing');
    payment.refundsFail = false;

    const results = await Promise.all([
      run(shop, 'order', 'cancel-agree', order.order_no),
      run(shop, 'order', 'cancel-agree', order.order_no),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => r.ok)?.text).toContain('¥2,890.00 refunded');
    const after = await orderRow(shop, order.id);
    expect(after).toMatchObject({ status: 'cancelled', refunded_amount: 2890_00 });
    const seen = await callAs<OrderDetail>(shop.app, member.token, 'api/order/detail', {
      query: { order_id: order.id },
    });
    expect(seen.data).toMatchObject({
      status: 'cancelled',
      cancel_status: null,
      refunded_amount: 2890_00,
      refundable_amount: 0,
      refunds: [],
    });
    expect(after.cancelled_at).not.toBeNull();
    const refunds = await shop.db
      .selectFrom('refund')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(refunds.map((r) => [r.type, r.status, r.amount])).toEqual([
      ['cancel', 'refunded', 2890_00],
    ]);
    expect([...payment.refunds.values()].filter((r) => r.paymentNo === order.payment_no)).toEqual([
      {
        paymentNo: order.payment_no,
        refundNo: refunds[0]?.refund_no,
        amount: 2890_00,
        notifyUrl: 'https://shop.example.test/api/payment/notify/fake',
      },
    ]);
    expect(await stockOf(shop.db, sku)).toBe(10);
    const couponRow = await shop.db
      .selectFrom('coupon')
      .select('used_at')
      .where('id', '=', coupon)
      .executeTakeFirstOrThrow();
    expect(couponRow.used_at).toBeNull();
    // 1000 − 500 spent + 2890 earned; then the 500 come back and the 2890 are taken back.
    const points = await shop.db
      .selectFrom('member')
      .select('points')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(points.points).toBe(1000);
    expect((await run(shop, 'order', 'cancel-agree', order.order_no)).text).toBe(
      `order ${order.order_no} has no cancellation to decide: it is cancelled`,
    );
  });

  test('refuses a cancellation with the reason the shopper then reads', async ({
    shop,
    member,
  }) => {
    const sku = await freshOrderSku(shop.db, 10);
    const order = await placeOrder(shop.db, member, {
      status: 'paid',
      lines: [{ skuId: sku }],
      cancelStatus: 'processing',
    });
    const refused = await run(shop, 'order', 'cancel-refuse', order.order_no, '包裹已交付快递');
    expect(refused).toEqual({
      ok: true,
      text: `the cancellation of order ${order.order_no} is refused: "包裹已交付快递"`,
    });
    const detail = await callAs<OrderDetail>(shop.app, member.token, 'api/order/detail', {
      query: { order_id: order.id },
    });
    expect(detail.data).toMatchObject({
      status: 'paid',
      cancel_status: 'rejected',
      cancel_refuse_reason: '包裹已交付快递',
    });
    expect((await run(shop, 'order', 'cancel-refuse', order.order_no, 'again')).text).toContain(
      'already refused',
    );
    const decided = await shop.db
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('record_id', '=', order.order_no)
      .execute();
    expect(decided).toEqual([{ actor: 'operator', action: 'order.cancel_refuse' }]);
    const untouched = await placeOrder(shop.db, member, {
      status: 'paid',
      lines: [{ skuId: sku }],
    });
    expect((await run(shop, 'order', 'cancel-agree', untouched.order_no)).text).toContain(
      'nobody asked to cancel it',
    );
  });

  test('puts an unpaid order past its deadline for the sweep, and nothing else', async ({
    shop,
    member,
  }) => {
    const sku = await freshOrderSku(shop.db, 10);
    const order = await placeOrder(shop.db, member, { lines: [{ skuId: sku }] });
    const expired = await run(shop, 'order', 'expire', order.order_no);
    expect(expired).toEqual({
      ok: true,
      text: `order ${order.order_no} is now past its pay deadline: the next sweep cancels it`,
    });
    expect(await cancelOverdueOrders(shop.db, payment.methods, Date.now(), 50)).toBe(1);
    expect((await orderRow(shop, order.id)).status).toBe('cancelled');
    expect((await run(shop, 'order', 'expire', order.order_no)).text).toBe(
      `order ${order.order_no} is cancelled: only an unpaid order can expire`,
    );
  });

  test('gives members balance and refuses what it cannot read', async ({ shop, member }) => {
    expect(await run(shop, 'balance', 'add', member.mobile, '1200.5')).toEqual({
      ok: true,
      text: `added ¥1,200.50 to ${member.mobile}: the balance is now ¥1,200.50`,
    });
    expect((await run(shop, 'balance', 'add', member.mobile, '0.01')).text).toContain(
      'now ¥1,200.51',
    );
    expect((await run(shop, 'balance', 'add', member.mobile, '12.345')).ok).toBe(false);
    expect((await run(shop, 'balance', 'add', member.mobile, '-5')).ok).toBe(false);
    expect(await run(shop, 'balance', 'add', '13000000000', '5')).toEqual({
      ok: false,
      text: 'no member has the mobile number 13000000000',
    });
    const row = await shop.db
      .selectFrom('member')
      .select('balance')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.balance).toBe(1200_51);
    const unknown = await run(shop, 'order', 'fly');
    expect(unknown.ok).toBe(false);
    expect(unknown.text).toContain('unknown command "order fly"');
  });

  test('shows and sets what points are worth at checkout', async ({ shop }) => {
    expect((await run(shop, 'points', 'rule')).text).toBe(
      'a point is worth ¥0.02 (500 points: ¥10.00); points pay at most 50% of an order',
    );
    expect(await run(shop, 'points', 'rule', '5', '30')).toEqual({
      ok: true,
      text: 'from now on a point is worth ¥0.05 (500 points: ¥25.00); points pay at most 30% of an order',
    });
    expect(await pointsSettings(shop.db)).toEqual({ fen_per_point: 5, max_percent: 30 });
    expect((await run(shop, 'points', 'rule', '0', '30')).ok).toBe(false);
    expect(await run(shop, 'points', 'rule', '0', '30')).toEqual({
      ok: false,
      text: 'the worth of a point in fen must be a whole number from 1 to 1,000,000, not "0"',
    });
    expect((await run(shop, 'points', 'rule', '5', '101')).ok).toBe(false);
    expect((await run(shop, 'points', 'rule', '5')).ok).toBe(false);
    expect(await pointsSettings(shop.db)).toEqual({ fen_per_point: 5, max_percent: 30 });
    await run(shop, 'points', 'rule', '2', '50');
  });
});
