import {
  CompiledQuery,
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
} from 'kysely';
import { describe, expect } from 'vitest';
import type { Dashboard } from '../../../../contract/dashboard';
import type { Db } from '../../../db/database';
import { test } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import { createMember } from '../../../test/members';
import { freshOrderSku, placeOrder, type PlaceOrderOptions } from '../../../test/orders';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { readDashboard } from './dashboard';

// Beijing time is UTC+8: a shop moment written as its own clock shows it.
const shopTime = (date: string, time: string) => Date.parse(`${date}T${time}+08:00`);
// A Wednesday afternoon in the shop, years after anything else the suite's shop holds.
const NOW = shopTime('2031-03-12', '15:00:00');

async function goodsOf(db: Db, skuId: number) {
  const sku = await db
    .selectFrom('sku')
    .innerJoin('goods', 'goods.id', 'sku.goods_id')
    .select(['sku.goods_id', 'goods.sn', 'sku.code', 'sku.size'])
    .where('sku.id', '=', skuId)
    .executeTakeFirstOrThrow();
  const text = await db
    .selectFrom('goods_text')
    .select('name')
    .where('goods_id', '=', sku.goods_id)
    .where('lang', '=', 'en')
    .executeTakeFirstOrThrow();
  return { ...sku, name: text.name };
}

async function storeNamed(db: Db, offset: number) {
  const store = await db
    .selectFrom('store')
    .innerJoin('store_text', 'store_text.store_id', 'store.id')
    .select(['store.id', 'store_text.name'])
    .where('store_text.lang', '=', 'en')
    .orderBy('store.id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  return store;
}

/** Keeps every query a database handle runs, as it was built. */
class QueryRecorder implements KyselyPlugin {
  readonly queries: PluginTransformQueryArgs[] = [];
  transformQuery(args: PluginTransformQueryArgs) {
    this.queries.push(args);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

/** The tables that grow with the shop's trade and catalogue: never read whole. */
const GROWING = /\b(shop_order|order_line|refund|sku|appointment|goods|goods_text|store_text)\b/;

/** How the database would run each query the dashboard makes: the steps that read a whole table. */
async function fullScans(db: Db, kind: 'sqlite' | 'postgres'): Promise<string[]> {
  const recorder = new QueryRecorder();
  await readDashboard(db.withPlugin(recorder), NOW, 'en');
  expect(recorder.queries.length).toBeGreaterThanOrEqual(10);
  const compiled = recorder.queries.map(({ node, queryId }) =>
    db.getExecutor().compileQuery(node, queryId),
  );
  if (kind === 'sqlite') {
    const steps: string[] = [];
    for (const query of compiled) {
      const plan = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      steps.push(...plan.rows.map((row) => row.detail).filter((step) => /^SCAN /.test(step)));
    }
    return steps.filter((step) => GROWING.test(step));
  }
  // PostgreSQL reads a table this small whole whatever its indexes: told not to, it shows
  // whether an index serves each step.
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const steps: string[] = [];
    for (const query of compiled) {
      const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
      );
      steps.push(...plan.rows.map((row) => row['QUERY PLAN']).filter((s) => /Seq Scan/.test(s)));
    }
    return steps.filter((step) => GROWING.test(step));
  });
}

/** The shop's orders, refunds and bookings this suite counts, each figure known in advance. */
async function stageTheWeek(shop: TestShop) {
  const { db } = shop;
  const member = await createMember(db);
  const [bag, belt, scarf] = [
    await freshOrderSku(db, 100),
    await freshOrderSku(db, 100),
    await freshOrderSku(db, 100),
  ];
  const place = (options: PlaceOrderOptions) => placeOrder(db, member, options);
  const paid = (
    skuId: number,
    quantity: number,
    price: number,
    at: number,
    extra: Partial<PlaceOrderOptions> = {},
  ) =>
    place({
      status: 'paid',
      lines: [{ skuId, quantity, price }],
      createdAt: at - 60_000,
      paidAt: at,
      ...extra,
    });

  // Today: paid the evening before, paid at 01:00 (still the day before in UTC), part refunded.
  await paid(bag, 2, 100_000, shopTime('2031-03-12', '10:00:00'), {
    createdAt: shopTime('2031-03-11', '23:00:00'),
  });
  await paid(belt, 1, 55_050, shopTime('2031-03-12', '01:00:00'), { payMethod: 'alipay' });
  const partlyRefunded = await paid(bag, 1, 100_000, shopTime('2031-03-12', '09:00:00'), {
    status: 'completed',
    payMethod: 'balance',
  });
  await db
    .updateTable('shop_order')
    .set({ refunded_amount: 30_000 })
    .where('id', '=', partlyRefunded.id)
    .execute();
  // Not sales: paid then cancelled, refunded in full, not paid.
  const cancelled = await place({ status: 'cancelled', lines: [{ skuId: bag, price: 100_000 }] });
  await db
    .updateTable('shop_order')
    .set({ paid_at: shopTime('2031-03-12', '11:00:00'), pay_method: 'wechat' })
    .where('id', '=', cancelled.id)
    .execute();
  const refunded = await paid(scarf, 4, 10_000, shopTime('2031-03-12', '12:00:00'), {
    status: 'shipped',
  });
  await db
    .updateTable('shop_order')
    .set({ refunded_amount: refunded.pay_amount })
    .where('id', '=', refunded.id)
    .execute();
  await place({ lines: [{ skuId: bag, price: 100_000 }], createdAt: NOW - 60_000 });

  // This week before today: the last moment of Tuesday, the first of Monday.
  await paid(scarf, 1, 20_000, shopTime('2031-03-11', '23:59:59.999'));
  await paid(belt, 3, 10_000, shopTime('2031-03-10', '00:00:00'), { payMethod: 'alipay' });
  // The week before: Sunday's last minute is in the chart, a week ago is not.
  await paid(scarf, 5, 10_000, shopTime('2031-03-09', '23:59:00'));
  await paid(scarf, 1, 99_000, shopTime('2031-03-05', '12:00:00'));

  // A cancellation waiting for the merchant (paid long ago), one refused.
  const asking = await paid(bag, 1, 80_000, shopTime('2031-03-01', '12:00:00'), {
    cancelStatus: 'processing',
    cancelReason: 'Ordered the wrong size',
  });
  await db
    .updateTable('shop_order')
    .set({ updated_at: shopTime('2031-03-12', '08:30:00') })
    .where('id', '=', asking.id)
    .execute();
  await paid(bag, 1, 80_000, shopTime('2031-03-01', '13:00:00'), {
    cancelStatus: 'rejected',
  });

  // After-sales: two open (the older first), and some settled or not after-sales at all.
  const afterSale = (type: string, status: string, createdAt: number) =>
    db
      .insertInto('refund')
      .values({
        refund_no: `R${createdAt}${type}${status}`.slice(0, 40),
        order_id: partlyRefunded.id,
        member_id: member.id,
        type,
        status,
        amount: 30_000,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('refund_no')
      .executeTakeFirstOrThrow();
  const newer = await afterSale('refund', 'requested', shopTime('2031-03-12', '14:00:00'));
  const older = await afterSale('return', 'returning', shopTime('2031-03-12', '13:00:00'));
  await afterSale('refund', 'refunded', shopTime('2031-03-12', '12:00:00'));
  await afterSale('refund', 'refused', shopTime('2031-03-12', '12:30:00'));
  await afterSale('cancel', 'processing', shopTime('2031-03-12', '12:45:00'));

  // Appointments: today's morning and afternoon; a cancelled one and tomorrow's are left out.
  const [first, second] = [await storeNamed(db, 0), await storeNamed(db, 1)];
  const book = (storeId: number, date: string, period: string, status: string, name: string) =>
    db
      .insertInto('appointment')
      .values({
        member_id: member.id,
        store_id: storeId,
        service: 'appointment',
        service_type: 'fitting',
        clothing_type: 'dresses',
        title: 'Ms.',
        name,
        mobile: member.mobile,
        date,
        period,
        remark: '',
        status,
        created_at: NOW - 86_400_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const afternoon = await book(first.id, '2031-03-12', 'pm', 'waiting', 'Li Ya');
  const morning = await book(second.id, '2031-03-12', 'am', 'completed', 'Wang Fang');
  await book(first.id, '2031-03-12', 'am', 'cancelled', 'Zhao Min');
  await book(first.id, '2031-03-13', 'am', 'waiting', 'Chen Jing');

  // Stock: every SKU well stocked, but three low ones, one just above, one of a piece off sale.
  await db.updateTable('sku').set({ stock: 50 }).execute();
  const [soldOut, twoLeft, threeLeft, fourLeft, offSale] = [
    await freshOrderSku(db, 0),
    await freshOrderSku(db, 2),
    await freshOrderSku(db, 3),
    await freshOrderSku(db, 4),
    await freshOrderSku(db, 1),
  ];
  const offSaleGoods = (await goodsOf(db, offSale)).goods_id;
  await db.updateTable('goods').set({ on_sale: 0 }).where('id', '=', offSaleGoods).execute();

  return {
    bag: await goodsOf(db, bag),
    belt: await goodsOf(db, belt),
    scarf: await goodsOf(db, scarf),
    low: [
      { sku: soldOut, stock: 0 },
      { sku: twoLeft, stock: 2 },
      { sku: threeLeft, stock: 3 },
    ],
    fourLeft,
    asking: asking.order_no,
    partlyRefunded: partlyRefunded.order_no,
    afterSales: { newer: newer.refund_no, older: older.refund_no },
    appointments: { morning: morning.id, afternoon: afternoon.id, first, second },
  };
}

describe.each(databases)('the console’s dashboard on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('counts the day’s and the week’s sales, and lists the work waiting', async ({ shop }) => {
    const staged = await stageTheWeek(shop);
    const owner = await signedInStaff(shop, 'owner');
    shop.clock.set(NOW);
    const reply = await admin<Dashboard>(shop.app, 'GET', '/dashboard', { cookie: owner.cookie });
    expect(reply.status).toBe(200);
    const dashboard = reply.body.data;

    expect(dashboard).toMatchObject({ at: NOW, today: '2031-03-12', week_from: '2031-03-10' });
    // 2 × ¥1,000 + ¥550.50 + (¥1,000 − ¥300 refunded).
    expect(dashboard.today_sales).toEqual({ orders: 3, sales: 325_050, average_basket: 108_350 });
    expect(dashboard.week_sales).toEqual({ orders: 5, sales: 375_050, average_basket: 75_010 });
    expect(dashboard.days).toEqual([
      { date: '2031-03-06', orders: 0, sales: 0 },
      { date: '2031-03-07', orders: 0, sales: 0 },
      { date: '2031-03-08', orders: 0, sales: 0 },
      { date: '2031-03-09', orders: 1, sales: 50_000 },
      { date: '2031-03-10', orders: 1, sales: 30_000 },
      { date: '2031-03-11', orders: 1, sales: 20_000 },
      { date: '2031-03-12', orders: 3, sales: 325_050 },
    ]);
    expect(dashboard.payments).toEqual([
      { method: 'wechat', orders: 2, sales: 220_000 },
      { method: 'alipay', orders: 2, sales: 85_050 },
      { method: 'balance', orders: 1, sales: 70_000 },
    ]);
    // The scarf's refunded order and last week's five are not this week's sales.
    expect(dashboard.top_pieces).toEqual([
      { goods_id: staged.belt.goods_id, sn: staged.belt.sn, name: staged.belt.name, units: 4 },
      { goods_id: staged.bag.goods_id, sn: staged.bag.sn, name: staged.bag.name, units: 3 },
      { goods_id: staged.scarf.goods_id, sn: staged.scarf.sn, name: staged.scarf.name, units: 1 },
    ]);

    const low = await Promise.all(
      staged.low.map(async ({ sku, stock }) => {
        const goods = await goodsOf(shop.db, sku);
        return {
          sku_id: sku,
          code: goods.code,
          goods_id: goods.goods_id,
          name: goods.name,
          size: goods.size,
          stock,
        };
      }),
    );
    expect(dashboard.low_stock).toEqual({ threshold: 3, total: 3, items: low });

    expect(dashboard.after_sales).toEqual({
      total: 2,
      items: [
        {
          refund_no: staged.afterSales.older,
          order_no: staged.partlyRefunded,
          type: 'return',
          status: 'returning',
          amount: 30_000,
          created_at: shopTime('2031-03-12', '13:00:00'),
        },
        {
          refund_no: staged.afterSales.newer,
          order_no: staged.partlyRefunded,
          type: 'refund',
          status: 'requested',
          amount: 30_000,
          created_at: shopTime('2031-03-12', '14:00:00'),
        },
      ],
    });
    expect(dashboard.cancellations).toEqual({
      total: 1,
      items: [
        {
          order_no: staged.asking,
          pay_amount: 80_000,
          reason: 'Ordered the wrong size',
          asked_at: shopTime('2031-03-12', '08:30:00'),
        },
      ],
    });
    const { first, second } = staged.appointments;
    expect(dashboard.appointments.total).toBe(2);
    expect(dashboard.appointments.items).toMatchObject([
      { id: staged.appointments.morning, store: second.name, period: 'am', name: 'Wang Fang' },
      { id: staged.appointments.afternoon, store: first.name, period: 'pm', name: 'Li Ya' },
    ]);
    expect(dashboard.appointments.items.map((a) => a.status)).toEqual(['completed', 'waiting']);

    // A day later (Thursday), today's figures start again, the week goes on, and the day's
    // appointments are Thursday's.
    shop.clock.set(NOW + 86_400_000);
    const thursday = await admin<Dashboard>(shop.app, 'GET', '/dashboard', {
      cookie: owner.cookie,
    });
    expect(thursday.body.data.today_sales).toEqual({ orders: 0, sales: 0, average_basket: 0 });
    expect(thursday.body.data.week_sales).toEqual(dashboard.week_sales);
    expect(thursday.body.data.appointments.items).toMatchObject([{ name: 'Chen Jing' }]);
  });

  test('is refused to roles without the figures, and to bad input', async ({ shop }) => {
    const names = { customer_service: 'Client Services', warehouse: 'Warehouse' } as const;
    for (const role of ['customer_service', 'warehouse'] as const) {
      const staff = await signedInStaff(shop, role);
      const reply = await admin(shop.app, 'GET', '/dashboard', { cookie: staff.cookie });
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({
        code: 'staffForbidden',
        data: null,
        msg: `Your role (${names[role]}) may not do this (it needs the permission dashboard.read)`,
      });
    }
    expect((await admin(shop.app, 'GET', '/dashboard')).status).toBe(401);

    const manager = await signedInStaff(shop, 'manager');
    expect((await admin(shop.app, 'GET', '/dashboard', { cookie: manager.cookie })).status).toBe(
      200,
    );
    const odd = await admin(shop.app, 'GET', '/dashboard?day=yesterday', {
      cookie: manager.cookie,
      lang: 'cn',
    });
    expect(odd.status).toBe(400);
    expect(odd.body).toMatchObject({ code: 'staffInvalid', msg: '参数 day 不正确' });
  });

  test('reads every figure through an index', async ({ shop }) => {
    expect(await fullScans(shop.db, kind)).toEqual([]);
  });
});
