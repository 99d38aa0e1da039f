import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../../test/fixtures';
import type { UserCenter } from '../../../../contract/member';
import {
  INVOICE_WINDOW_MS,
  RETURN_WINDOW_MS,
  type OrderDetail,
  type OrderSummary,
  type OrderTab,
  type RefundDetail,
} from '../../../../contract/order';
import { databases, type TestShop } from '../../../test/harness';
import { runOperatorCommand } from '../../../operator/commands';
import { SandboxCarrier } from '../../../providers/carrier';
import { createMember, giveCoupon } from '../../../test/members';
import { freshOrderSku, placeOrder } from '../../../test/orders';
import { FakePayment, orderCalls, orderLineIds, piecesField } from './lifecycle-fixtures';

const ordersOf = oncePerShop((shop: TestShop) => orderCalls(() => shop));

const test = shopTest.extend('orders', ({ shop }) => ordersOf(shop));

interface OrderPage {
  list: OrderSummary[];
  counts: Record<OrderTab, number>;
  pagination: { page: number; page_size: number; total_count: number; page_count: number };
}

const HOUR = 60 * 60 * 1000;

describe.each(databases)('the order list and detail on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('lists each tab newest first, paged, with every tab counted, and the user center agrees', async ({
    shop,
    member,
    orders: { get },
  }) => {
    const other = await createMember(shop.db);
    const sku = await freshOrderSku(shop.db, 50);
    const base = Date.now() - 10 * HOUR;
    const states = ['unpaid', 'paid', 'shipped', 'completed', 'cancelled', 'paid', 'completed'];
    const placed = [];
    for (const [i, status] of states.entries()) {
      placed.push(
        await placeOrder(shop.db, member, {
          status: status as OrderSummary['status'],
          lines: [{ skuId: sku, quantity: 1 }],
          createdAt: base + i * HOUR,
        }),
      );
    }
    await placeOrder(shop.db, other, { status: 'paid', lines: [{ skuId: sku }] });
    // A request on the first completed order puts it in the after-sales tab as well.
    const completed = placed[3];
    await shop.db
      .insertInto('refund')
      .values({
        refund_no: `RTEST${Date.now()}`,
        order_id: completed?.id ?? 0,
        member_id: member.id,
        type: 'return',
        status: 'reviewing',
        amount: 100,
        created_at: base,
        updated_at: base,
      })
      .execute();

    const all = await get<OrderPage>(member, 'api/order/list', { page_size: 3 });
    expect(all.code).toBe(0);
    expect(all.data.counts).toEqual({
      all: 7,
      to_pay: 1,
      to_ship: 2,
      to_receive: 1,
      completed: 2,
      after_sale: 1,
      cancelled: 1,
    });
    expect(all.data.pagination).toEqual({ page: 1, page_size: 3, total_count: 7, page_count: 3 });
    expect(all.data.list.map((o) => o.id)).toEqual(
      placed
        .slice(4)
        .reverse()
        .map((o) => o.id),
    );
    const third = await get<OrderPage>(member, 'api/order/list', { page: 3, page_size: 3 });
    expect(third.data.list.map((o) => o.id)).toEqual([placed[0]?.id]);

    const tab = async (status: OrderTab) =>
      (await get<OrderPage>(member, 'api/order/list', { status })).data.list.map((o) => o.status);
    expect(await tab('to_pay')).toEqual(['unpaid']);
    expect(await tab('to_ship')).toEqual(['paid', 'paid']);
    expect(await tab('to_receive')).toEqual(['shipped']);
    expect(await tab('completed')).toEqual(['completed', 'completed']);
    expect(await tab('cancelled')).toEqual(['cancelled']);
    const afterSale = await get<OrderPage>(member, 'api/order/list', { status: 'after_sale' });
    expect(afterSale.data.list.map((o) => [o.id, o.refund_status])).toEqual([
      [completed?.id, 'reviewing'],
    ]);
    expect(afterSale.data.pagination.total_count).toBe(1);

    const center = await get<UserCenter>(member, 'api/user/user-center', {});
    expect(center.data.order_counts).toEqual({
      to_pay: 1,
      to_ship: 2,
      to_receive: 1,
      after_sale: 1,
    });
    const bad = await get<OrderPage>(member, 'api/order/list', { status: 'someday' });
    expect(bad.code).toBe(422);
  });

  test('shows the actions the state machine allows in each state', async ({
    shop,
    member,
    orders: { get },
  }) => {
    const sku = await freshOrderSku(shop.db, 50);
    const now = Date.now();
    const order = (status: OrderSummary['status'], extra = {}) =>
      placeOrder(shop.db, member, { status, lines: [{ skuId: sku }], ...extra });
    const cases: [Awaited<ReturnType<typeof order>>, Partial<OrderSummary['actions']>][] = [
      [await order('unpaid'), { pay: true, cancel: true, invoice: false, track: false }],
      [await order('unpaid', { createdAt: now - 3 * HOUR }), { pay: false, cancel: true }],
      [await order('paid'), { cancel: true, invoice: true, after_sale: false, confirm: false }],
      [await order('paid', { cancelStatus: 'processing' }), { cancel: false, invoice: true }],
      [await order('paid', { cancelStatus: 'rejected' }), { cancel: false }],
      [await order('shipped'), { confirm: true, track: true, after_sale: true, cancel: false }],
      [await order('completed'), { confirm: false, track: true, after_sale: true, invoice: true }],
      [
        await order('completed', { receivedAt: now - INVOICE_WINDOW_MS - HOUR }),
        { invoice: false, after_sale: true },
      ],
      [await order('cancelled'), { pay: false, cancel: false, invoice: false, after_sale: false }],
    ];
    for (const [placed, actions] of cases) {
      const detail = await get<OrderDetail>(member, 'api/order/detail', { order_id: placed.id });
      expect(detail.data.actions, `${detail.data.status} ${placed.order_no}`).toMatchObject(
        actions,
      );
    }
  });

  test('tells everything about an order in the caller’s language', async ({
    shop,
    member,
    orders: { get },
  }) => {
    const sku = await freshOrderSku(shop.db, 50);
    const coupon = await giveCoupon(shop.db, member.id, { code: 'views_gift', value_fen: 50_00 });
    await shop.db.updateTable('member').set({ points: 1000 }).where('id', '=', member.id).execute();
    const receivedAt = Date.now() - 2 * HOUR;
    const placed = await placeOrder(shop.db, member, {
      status: 'completed',
      lines: [{ skuId: sku, quantity: 2, price: 800_00, originalPrice: 1000_00 }],
      couponId: coupon,
      pointsUsed: 500,
      payMethod: 'alipay',
      shippedAt: receivedAt - 40 * HOUR,
      receivedAt,
      carrier: 'SF',
      trackingNo: 'SF1234567890',
    });
    const cn = (await get<OrderDetail>(member, 'api/order/detail', { order_id: placed.id })).data;
    const en = (await get<OrderDetail>(member, 'api/order/detail', { order_id: placed.id }, 'en'))
      .data;
    const goods = await shop.db
      .selectFrom('sku')
      .innerJoin('goods_text', 'goods_text.goods_id', 'sku.goods_id')
      .select(['goods_text.lang', 'goods_text.name', 'sku.size'])
      .where('sku.id', '=', sku)
      .execute();
    const nameIn = (lang: string) => goods.find((g) => g.lang === lang)?.name;

    expect(cn).toMatchObject({
      order_no: placed.order_no,
      status: 'completed',
      status_text: '已完成',
      pieces: 2,
      pay_method: 'alipay',
      pay_method_name: '支付宝',
      points_used: 500,
      coupon_name: '礼券 views_gift',
      receiver: { name: '李雅', province: '上海市', city: '上海市', area: '静安区' },
      amounts: {
        goods_amount: 2000_00,
        product_discount: 400_00,
        coupon_amount: 50_00,
        points_amount: 10_00,
        freight: 0,
        pay_amount: 1540_00,
      },
      received_at: receivedAt,
      return_deadline: receivedAt + RETURN_WINDOW_MS,
      invoice_deadline: receivedAt + INVOICE_WINDOW_MS,
      refundable_amount: 1540_00,
      refunds: [],
      invoice: null,
    });
    expect(cn.lines).toHaveLength(1);
    expect(cn.lines[0]).toMatchObject({
      sku_id: sku,
      name: nameIn('cn'),
      size: goods[0]?.size,
      price: 800_00,
      original_price: 1000_00,
      quantity: 2,
      pendants: [],
    });
    expect(cn.lines[0]?.color_name).not.toBe('');
    expect(cn.lines[0]?.picture?.src).toMatch(/^\/media\//);
    expect(en).toMatchObject({
      status_text: 'Completed',
      pay_method_name: 'Alipay',
      coupon_name: 'Voucher views_gift',
    });
    expect(en.lines[0]?.name).toBe(nameIn('en'));
    expect(en.lines[0]?.color_name).not.toBe(cn.lines[0]?.color_name);

    // The sandbox carrier: every step up to delivery 30 hours after shipping, newest first.
    expect(cn.shipment).toMatchObject({
      carrier: 'SF',
      carrier_name: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
    expect(cn.shipment?.events).toHaveLength(5);
    expect(cn.shipment?.events[0]?.text).toContain('签收');
    expect(en.shipment?.carrier_name).toBe('SF Express');
    expect(en.shipment?.events.at(-1)?.text).toBe(
      'Shipped: collected by SF Express, tracking number SF1234567890',
    );

    // Delivered to an area merged away since: the order still says which.
    await shop.db
      .updateTable('shop_order')
      .set({ province_code: '330000', city_code: '330100', area_code: '330104' })
      .where('id', '=', placed.id)
      .execute();
    const moved = await get<OrderDetail>(member, 'api/order/detail', { order_id: placed.id }, 'en');
    expect(moved.data.receiver).toMatchObject({
      province: '浙江省',
      city: '杭州市',
      area: '江干区',
    });
    // A city's former 市辖区 reads as the city; a county-level city of its province as a city.
    const reads = async (codes: {
      province_code: string;
      city_code: string;
      area_code: string;
    }) => {
      await shop.db.updateTable('shop_order').set(codes).where('id', '=', placed.id).execute();
      return (await get<OrderDetail>(member, 'api/order/detail', { order_id: placed.id })).data
        .receiver;
    };
    expect(
      await reads({ province_code: '130000', city_code: '130100', area_code: '130101' }),
    ).toMatchObject({ province: '河北省', city: '石家庄市', area: '' });
    expect(
      await reads({ province_code: '420000', city_code: '429000', area_code: '429005' }),
    ).toMatchObject({ province: '湖北省', city: '潜江市', area: '' });
  });

  test('shows a shipment as far as it has gone, and no shipment before it', async ({
    shop,
    member,
    orders: { get },
  }) => {
    const sku = await freshOrderSku(shop.db);
    const shipped = await placeOrder(shop.db, member, {
      status: 'shipped',
      lines: [{ skuId: sku }],
      shippedAt: Date.now() - 4 * HOUR,
      carrier: 'EMS',
      trackingNo: 'EM123456789CN',
    });
    const paid = await placeOrder(shop.db, member, { status: 'paid', lines: [{ skuId: sku }] });
    const detail = (await get<OrderDetail>(member, 'api/order/detail', { order_id: shipped.id }))
      .data;
    expect(detail.shipment?.events.map((e) => e.text)).toEqual([
      '快件已从【上海转运中心】发出，正在运往目的地',
      '商家已发货，中国邮政 EMS已揽收，快递单号 EM123456789CN',
    ]);
    expect(detail.return_deadline).toBeNull();
    const unshipped = (await get<OrderDetail>(member, 'api/order/detail', { order_id: paid.id }))
      .data;
    expect(unshipped.shipment).toBeNull();
  });

  test('says why an order was cancelled by the sweep in words', async ({
    shop,
    member,
    orders: { get },
  }) => {
    const sku = await freshOrderSku(shop.db);
    const placed = await placeOrder(shop.db, member, {
      status: 'cancelled',
      lines: [{ skuId: sku }],
      cancelReason: 'timeout',
    });
    const en = await get<OrderDetail>(member, 'api/order/detail', { order_id: placed.id }, 'en');
    expect(en.data.cancel_reason).toBe('Not paid within 2 hours: cancelled automatically');
    expect(en.data.status_text).toBe('Cancelled');
  });
  test('labels an order refunded in part with what came back, and refunded once all of it has', async ({
    shop,
    member,
    orders: { get, post },
  }) => {
    // The provider takes each refund and pays it out later.
    const payment = new FakePayment();
    payment.refundsTaken = true;
    const run = async (...args: string[]) => {
      const services = { db: shop.db, payment: payment.methods, carrier: new SandboxCarrier() };
      const done = await runOperatorCommand({ ...services, now: Date.now() }, args);
      expect(done.ok, done.text).toBe(true);
    };
    const [coat, scarf] = [await freshOrderSku(shop.db, 5), await freshOrderSku(shop.db, 5)];
    const order = await placeOrder(shop.db, member, {
      status: 'shipped',
      lines: [
        { skuId: coat, price: 49_600_00, originalPrice: 49_600_00 },
        { skuId: scarf, price: 10_850_00, originalPrice: 10_850_00 },
      ],
    });
    expect(order.pay_amount).toBe(60_450_00);
    const [coatLine = 0, scarfLine = 0] = await orderLineIds(shop.db, order.id);
    /** The order's badge data on its page and in the after-sales tab, which must agree. */
    const seen = async () => {
      const detail = await get<OrderDetail>(member, 'api/order/detail', { order_id: order.id });
      const list = await get<OrderPage>(member, 'api/order/list', { status: 'after_sale' });
      const listed = list.data.list.find((o) => o.id === order.id);
      const badge = { status: detail.data.refund_status, refunded: detail.data.refunded_amount };
      // Before any request the order is not in the after-sales tab.
      const inList = listed && { status: listed.refund_status, refunded: listed.refunded_amount };
      expect(inList).toEqual(badge.status === null ? undefined : badge);
      return badge;
    };
    const refundPieces = async (line: number, refundedBefore: number) => {
      const asked = await post<RefundDetail>(member, 'api/order/refund-submit', {
        order_id: String(order.id),
        type: 'refund',
        reason: '尺码不合适',
        items: piecesField([line, 1]),
      });
      expect(asked.code, asked.msg).toBe(0);
      await run('aftersales', 'agree', asked.data.refund_no);
      // On its way: none of it counts yet.
      expect(await seen()).toEqual({ status: 'processing', refunded: refundedBefore });
      payment.refundStates.set(asked.data.refund_no, { state: 'refunded' });
      await run('refunds', 'check', asked.data.refund_no);
    };

    expect(await seen()).toEqual({ status: null, refunded: 0 });
    await refundPieces(scarfLine, 0);
    expect(await seen()).toEqual({ status: 'partly_refunded', refunded: 10_850_00 });
    await refundPieces(coatLine, 10_850_00);
    expect(await seen()).toEqual({ status: 'refunded', refunded: 60_450_00 });
  });
});
