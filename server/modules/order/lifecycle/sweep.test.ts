import { afterEach, describe, expect, vi } from 'vitest';
import { test } from '../../../test/fixtures';
import { PAY_WINDOW_MS } from '../../../../contract/order';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { createProviders } from '../../../providers';
import { databases, type TestShop } from '../../../test/harness';
import { createMember, giveCoupon } from '../../../test/members';
import { freshOrderSku, placeOrder, stockOf } from '../../../test/orders';
import { FakePayment } from './lifecycle-fixtures';
import { cancelOverdueOrders, startOrderSweep } from './sweep';

const HOUR = 60 * 60 * 1000;

describe.each(databases)('the 2-hour sweep on %s', (kind) => {
  test.override({ databaseKind: kind });
  afterEach(() => {
    vi.useRealTimers();
  });

  const statusOf = async (shop: TestShop, id: number) =>
    (
      await shop.db
        .selectFrom('shop_order')
        .select(['status', 'cancel_reason'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const pointsOf = async (shop: TestShop, memberId: number) =>
    (
      await shop.db
        .selectFrom('member')
        .select('points')
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow()
    ).points;

  test('cancels each overdue order exactly once when sweeps race, and never one paid at the provider', async ({
    shop,
  }) => {
    const payment = new FakePayment();
    const member = await createMember(shop.db, { points: 1000 });
    const sku = await freshOrderSku(shop.db, 10);
    const now = Date.now();
    const overdue = now - PAY_WINDOW_MS - 60_000;
    const coupon = await giveCoupon(shop.db, member.id, { code: 'sweep_gift' });
    const first = await placeOrder(shop.db, member, {
      lines: [{ skuId: sku, quantity: 2 }],
      createdAt: overdue,
      couponId: coupon,
      pointsUsed: 400,
      pendingPayment: true,
    });
    const second = await placeOrder(shop.db, member, {
      lines: [{ skuId: sku, quantity: 1 }],
      createdAt: overdue,
    });
    const paidAtProvider = await placeOrder(shop.db, member, {
      lines: [{ skuId: sku, quantity: 1 }],
      createdAt: overdue,
      pendingPayment: true,
    });
    payment.paidAtProvider.add(paidAtProvider.payment_no ?? '');
    const notYet = await placeOrder(shop.db, member, {
      lines: [{ skuId: sku, quantity: 1 }],
      createdAt: now - HOUR,
    });
    expect([await stockOf(shop.db, sku), await pointsOf(shop, member.id)]).toEqual([5, 600]);

    const runs = await Promise.all(
      Array.from({ length: 6 }, () => cancelOverdueOrders(shop.db, payment.methods, now, 50)),
    );
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(await statusOf(shop, first.id)).toBe('cancelled');
    expect(await statusOf(shop, second.id)).toBe('cancelled');
    expect(await statusOf(shop, paidAtProvider.id)).toBe('paid');
    expect(await statusOf(shop, notYet.id)).toBe('unpaid');
    // Three pieces came back; the paid and the not-yet-due orders keep theirs.
    expect(await stockOf(shop.db, sku)).toBe(8);
    // The points spent come back; the order paid at the provider earned its own.
    const earned = await shop.db
      .selectFrom('shop_order')
      .select('points_earned')
      .where('id', '=', paidAtProvider.id)
      .executeTakeFirstOrThrow();
    expect(earned.points_earned).toBeGreaterThan(0);
    expect(await pointsOf(shop, member.id)).toBe(1000 + earned.points_earned);
    const couponRow = await shop.db
      .selectFrom('coupon')
      .select(['used_at', 'order_id'])
      .where('id', '=', coupon)
      .executeTakeFirstOrThrow();
    expect(couponRow).toEqual({ used_at: null, order_id: null });
    const returned = await shop.db
      .selectFrom('point_record')
      .select('points')
      .where('member_id', '=', member.id)
      .where('type', '=', 'refund')
      .execute();
    expect(returned).toEqual([{ points: 400 }]);
    const reason = await shop.db
      .selectFrom('shop_order')
      .select('cancel_reason')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(reason.cancel_reason).toBe('timeout');

    expect(await cancelOverdueOrders(shop.db, payment.methods, now, 50)).toBe(0);
    expect(await stockOf(shop.db, sku)).toBe(8);
  });

  test('takes a few at a time, oldest deadline first, and goes on past an order it cannot close', async ({
    shop,
  }) => {
    const payment = new FakePayment();
    const member = await createMember(shop.db);
    const sku = await freshOrderSku(shop.db, 10);
    const now = Date.now();
    const place = (minutesLate: number, pendingPayment = false) =>
      placeOrder(shop.db, member, {
        lines: [{ skuId: sku }],
        createdAt: now - PAY_WINDOW_MS - minutesLate * 60_000,
        pendingPayment,
      });
    const unreachable = await place(30, true);
    payment.unreachable.add(unreachable.payment_no ?? '');
    const oldest = await place(20);
    const newer = await place(10);
    const failures: number[] = [];
    const cancelled = await cancelOverdueOrders(shop.db, payment.methods, now, 2, (_error, id) =>
      failures.push(id),
    );
    expect(cancelled).toBe(1);
    expect(failures).toEqual([unreachable.id]);
    expect(await statusOf(shop, oldest.id)).toBe('cancelled');
    expect(await statusOf(shop, newer.id)).toBe('unpaid');

    payment.unreachable.clear();
    expect(await cancelOverdueOrders(shop.db, payment.methods, now, 2)).toBe(2);
    expect([await statusOf(shop, unreachable.id), await statusOf(shop, newer.id)]).toEqual([
      'cancelled',
      'cancelled',
    ]);
  });

  test('runs on a timer that stops with the app', async ({ shop, member }) => {
    const sku = await freshOrderSku(shop.db, 10);
    const placed = await placeOrder(shop.db, member, {
      lines: [{ skuId: sku }],
      createdAt: Date.now() - PAY_WINDOW_MS - 60_000,
    });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const config = loadConfig({
      ...process.env,
      DATA_DIR: shop.config.dataDir,
      DIST_DIR: shop.config.distDir,
      NODE_ENV: 'test',
      ORDER_SWEEP: 'on',
      ORDER_SWEEP_MS: '5000',
    });
    const providers = {
      ...createProviders(config, shop.db),
      payment: new FakePayment().methods,
    };
    const app = await buildApp({ config, db: shop.db, logger: false, providers });
    await app.ready();
    vi.advanceTimersByTime(4999);
    expect(await statusOf(shop, placed.id)).toBe('unpaid');
    vi.advanceTimersByTime(1);
    // Closing the app waits for the run under way.
    await app.close();
    expect(await statusOf(shop, placed.id)).toBe('cancelled');
  });

  test('is off under tests unless switched on, and can be told how often to run', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).orderSweep).toBe(false);
    expect(loadConfig({}).orderSweep).toBe(true);
    expect(loadConfig({}).orderSweepMs).toBe(60_000);
    expect(loadConfig({ ORDER_SWEEP: 'off' }).orderSweep).toBe(false);
    expect(() => loadConfig({ ORDER_SWEEP_MS: '10' })).toThrow(/ORDER_SWEEP_MS/);
  });

  test('stops its own timer', async ({ shop }) => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const errors: string[] = [];
    const stop = startOrderSweep(shop.db, new FakePayment().methods, 1000, {
      error: (_details, message) => errors.push(message),
    });
    expect(vi.getTimerCount()).toBe(1);
    await stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(errors).toEqual([]);
  });
});
