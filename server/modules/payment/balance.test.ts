import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import type { OrderPayment, PaymentOption } from '../../../contract/payment';
import { databases, PUBLIC_SHOP_ENV, type TestShop } from '../../test/harness';
import { createMember } from '../../test/members';
import { addBalance } from './api';
import { paymentFixtures } from './payment-fixtures';

const paymentsOf = oncePerShop((shop: TestShop) => paymentFixtures(() => shop));

const test = shopTest.extend('payments', ({ shop }) => paymentsOf(shop));

describe.each(databases)('paying from the balance on %s', (kind) => {
  test.override({ databaseKind: kind });

  const paymentsOf = (shop: TestShop, orderId: number) =>
    shop.db
      .selectFrom('payment')
      .select(['method', 'status', 'amount'])
      .where('order_id', '=', orderId)
      .execute();

  test('pays the order, takes the balance and grants the points', async ({
    shop,
    payments: { memberRow, orderRow, placeOrder, post },
  }) => {
    const member = await createMember(shop.db, { lifetime_points: 6000 });
    await addBalance(shop.db, member.id, 1500_00);
    const order = await placeOrder(member, { payAmount: 1234_56 });
    const reply = await post<OrderPayment>(
      member,
      'api/payment/pay-buy-balance',
      { order_id: String(order.id) },
      'en',
    );
    expect(reply).toMatchObject({
      code: 0,
      msg: 'Payment successful',
      data: { order_id: order.id, status: 'paid', pay_method: 'balance' },
    });
    // Silver: 1.2 points for each of the 1234 whole yuan.
    expect(await memberRow(member.id)).toEqual({
      balance: 1500_00 - 1234_56,
      points: 1480,
      lifetime_points: 6000 + 1480,
    });
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', points_earned: 1480 });
    expect(await paymentsOf(shop, order.id)).toEqual([
      { method: 'balance', status: 'paid', amount: 1234_56 },
    ]);
    const watched = await post<{ paid: boolean }>(member, 'api/order/is-pay', {
      order_id: String(order.id),
    });
    expect(watched.data).toMatchObject({ paid: true, failed: false, pay_method: 'balance' });
  });

  test('pays once and charges once when asked several times at once', async ({
    shop,
    member,
    payments: { memberRow, placeOrder, post },
  }) => {
    await addBalance(shop.db, member.id, 1000_00);
    const order = await placeOrder(member, { payAmount: 400_00 });
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(member, 'api/payment/pay-buy-balance', { order_id: String(order.id) }),
      ),
    );
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 0).map((r) => r.msg)).toEqual(
      Array.from({ length: 4 }, () => '该订单已支付'),
    );
    expect(await memberRow(member.id)).toEqual({
      balance: 600_00,
      points: 400,
      lifetime_points: 400,
    });
    expect(await paymentsOf(shop, order.id)).toHaveLength(1);
  });

  test('refuses a short balance and changes nothing', async ({
    shop,
    member,
    payments: { memberRow, orderRow, placeOrder, post },
  }) => {
    await addBalance(shop.db, member.id, 99_99);
    const order = await placeOrder(member, { payAmount: 100_00 });
    const reply = await post(member, 'api/payment/pay-buy-balance', {
      order_id: String(order.id),
    });
    expect(reply).toMatchObject({ code: 422, msg: '余额不足，请选择其他支付方式' });
    expect(await memberRow(member.id)).toEqual({ balance: 99_99, points: 0, lifetime_points: 0 });
    expect(await orderRow(order.id)).toMatchObject({ status: 'unpaid', pay_method: null });
    expect(await paymentsOf(shop, order.id)).toEqual([]);
  });

  test('tops up only by a positive whole number of fen, for a member who exists', async ({
    shop,
    member,
  }) => {
    expect(await addBalance(shop.db, member.id, 1)).toBe(1);
    expect(await addBalance(shop.db, member.id, 250_00)).toBe(250_01);
    await expect(addBalance(shop.db, member.id, 0)).rejects.toThrow(/positive/);
    await expect(addBalance(shop.db, member.id, 1.5)).rejects.toThrow(/positive/);
    await expect(addBalance(shop.db, 99_999_999, 100)).rejects.toThrow(/no member/);
  });
});

describe.each(databases)('paying without a provider on %s', (kind) => {
  test.override({ databaseKind: kind, shopEnv: PUBLIC_SHOP_ENV });

  test('offers only the balance and refuses the providers with a clear message', async ({
    shop,
    member,
    payments: { placeOrder, post },
  }) => {
    const order = await placeOrder(member, { payAmount: 10_00 });
    const options = await post<{ list: PaymentOption[] }>(member, 'api/payment/get-payments', {
      order_id: String(order.id),
    });
    expect(options.data.list.map((o) => [o.method, o.available])).toEqual([['balance', false]]);
    const reply = await post(
      member,
      'api/payment/pay-data',
      { order_id: String(order.id), pay_method: 'wechat' },
      'en',
    );
    expect(reply).toMatchObject({
      code: 422,
      msg: 'This payment method is not available at the moment: please choose another one',
    });
    const notify = await shop.app.inject({
      method: 'POST',
      url: '/api/payment/notify/sandbox',
      payload: '{}',
    });
    expect(notify.statusCode).toBe(404);
  });
});
