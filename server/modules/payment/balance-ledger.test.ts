import { describe, expect } from 'vitest';
import type { BalanceEntry, UserCenter } from '../../../contract/member';
import type { OrderDetail } from '../../../contract/order';
import type { Pagination } from '../../../contract/catalogue';
import { agreeCancelCommand } from '../../operator/cancellations';
import { createProviders } from '../../providers';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import { databases, type TestShop } from '../../test/harness';
import { callAs, createMember, type TestMember } from '../../test/members';
import { addBalance } from './api';
import { paymentFixtures } from './payment-fixtures';

const paymentsOf = oncePerShop((shop: TestShop) => paymentFixtures(() => shop));
const test = shopTest.extend('payments', ({ shop }) => paymentsOf(shop));

type Ledger = { balance: number; list: BalanceEntry[]; pagination: Pagination };

const ledgerOf = async (shop: TestShop, member: TestMember, page = 1, pageSize = 20) => {
  const reply = await callAs<Ledger>(shop.app, member.token, 'api/user/balance-list', {
    query: { page: String(page), page_size: String(pageSize) },
  });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
};

describe.each(databases)('the balance and its history on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('lists each top-up, payment and refund with the balance it left', async ({
    shop,
    member,
    payments: { placeOrder, post },
  }) => {
    await addBalance(shop.db, member.id, 1500_00);
    const order = await placeOrder(member, { payAmount: 1234_56 });
    const paid = await post(member, 'api/payment/pay-buy-balance', { order_id: String(order.id) });
    expect(paid.code, paid.msg).toBe(0);
    await post(member, 'api/order/cancel', { order_id: String(order.id) });
    const payment = createProviders(shop.config, shop.db).payment;
    await agreeCancelCommand(shop.db, payment, order.order_no, Date.now());

    const ledger = await ledgerOf(shop, member);
    expect(ledger.balance).toBe(1500_00);
    expect(
      ledger.list.map(({ kind, amount, balance_after, order_no }) => ({
        kind,
        amount,
        balance_after,
        order_no,
      })),
    ).toEqual([
      { kind: 'refund', amount: 1234_56, balance_after: 1500_00, order_no: order.order_no },
      { kind: 'payment', amount: -1234_56, balance_after: 265_44, order_no: order.order_no },
      { kind: 'top_up', amount: 1500_00, balance_after: 1500_00, order_no: '' },
    ]);
    const center = await callAs<UserCenter>(shop.app, member.token, 'api/user/user-center');
    expect(center.data.balance).toBe(1500_00);

    const detail = await callAs<OrderDetail>(shop.app, member.token, 'api/order/detail', {
      query: { order_id: String(order.id) },
    });
    expect(detail.data.money_back).toEqual([
      {
        refund_no: expect.any(String),
        kind: 'cancel',
        amount: 1234_56,
        state: 'refunded',
        refunded_at: expect.any(Number),
        to: 'balance',
      },
    ]);
  });

  test('pays only the orders the balance covers when several are paid at once', async ({
    shop,
    member,
    payments: { placeOrder, post, memberRow },
  }) => {
    await addBalance(shop.db, member.id, 500_00);
    const orders = await Promise.all(
      [1, 2, 3].map(() => placeOrder(member, { payAmount: 300_00 })),
    );
    const replies = await Promise.all(
      orders.map((order) =>
        post(member, 'api/payment/pay-buy-balance', { order_id: String(order.id) }),
      ),
    );
    expect(replies.filter((reply) => reply.code === 0)).toHaveLength(1);
    expect((await memberRow(member.id)).balance).toBe(200_00);
    const ledger = await ledgerOf(shop, member);
    expect(ledger.list.map((entry) => [entry.kind, entry.amount, entry.balance_after])).toEqual([
      ['payment', -300_00, 200_00],
      ['top_up', 500_00, 500_00],
    ]);
  });

  test('pages the history, newest first, and shows another member nothing of it', async ({
    shop,
    member,
  }) => {
    const otherMember = await createMember(shop.db);
    for (const fen of [1_00, 2_00, 3_00]) await addBalance(shop.db, member.id, fen);
    const second = await ledgerOf(shop, member, 2, 2);
    expect(second.list.map((entry) => entry.amount)).toEqual([1_00]);
    expect(second.pagination).toMatchObject({ page: 2, total_count: 3, page_count: 2 });
    const theirs = await ledgerOf(shop, otherMember);
    expect(theirs).toMatchObject({ balance: 0, list: [] });
    const visitor = await shop.app.inject({
      method: 'GET',
      url: '/api?_mall_id=2&r=api/user/balance-list',
    });
    expect(visitor.json()).toMatchObject({ code: -1 });
  });
});
