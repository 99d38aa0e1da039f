import { describe, expect } from 'vitest';
import { test } from '../test/fixtures';
import type { OrderDetail, RefundDetail } from '../../contract/order';
import { pointsSettings } from '../modules/order/checkout/settings';
import {
  FakePayment,
  orderLineIds,
  piecesField,
} from '../modules/order/lifecycle/lifecycle-fixtures';
import { SandboxCarrier } from '../providers/carrier';
import { databases, type TestShop } from '../test/harness';
import { callAs, type TestMember } from '../test/members';
import { freshOrderSku, placeOrder } from '../test/orders';
import { runOperatorCommand } from './commands';

// Pieces refunded one request at a time give back exactly what the order took: the money paid
// for the goods, the points spent; and take back the points earned.

describe.each(databases)('refunding an order piece by piece on %s', (kind) => {
  test.override({ databaseKind: kind });
  const payment = new FakePayment();
  const run = (shop: TestShop, ...args: string[]) =>
    runOperatorCommand(
      { db: shop.db, payment: payment.methods, carrier: new SandboxCarrier(), now: Date.now() },
      args,
    );
  const memberRow = (shop: TestShop, member: TestMember) =>
    shop.db
      .selectFrom('member')
      .select(['points', 'balance'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();

  test('shares the coupon and the points over the pieces, and the last piece settles the rest', async ({
    shop,
    member,
  }) => {
    const { fen_per_point: fenPerPoint } = await pointsSettings(shop.db);
    await shop.db.updateTable('member').set({ points: 3001 }).where('id', '=', member.id).execute();
    const [bag, belt] = [await freshOrderSku(shop.db, 10), await freshOrderSku(shop.db, 10)];
    // ¥1,000.00 + ¥333.33 × 3 = ¥1,999.99; a ¥100 coupon and 3,001 points off.
    const order = await placeOrder(shop.db, member, {
      status: 'shipped',
      payMethod: 'balance',
      lines: [
        { skuId: bag, price: 1000_00, originalPrice: 1200_00 },
        { skuId: belt, price: 333_33, originalPrice: 333_33, quantity: 3 },
      ],
      couponAmount: 100_00,
      pointsUsed: 3001,
      pointsEarned: 1500,
    });
    const paid = 1999_99 - 100_00 - 3001 * fenPerPoint;
    expect(order.pay_amount).toBe(paid);
    const [bagLine = 0, beltLine = 0] = await orderLineIds(shop.db, order.id);
    const submit = (items: [number, number][]) =>
      callAs<RefundDetail>(shop.app, member.token, 'api/order/refund-submit', {
        form: {
          order_id: String(order.id),
          type: 'refund',
          reason: '尺码不合适',
          items: piecesField(...items),
        },
      });

    const preview = await callAs<{ amount: number }>(
      shop.app,
      member.token,
      'api/order/refund-preview',
      { query: { order_id: order.id, items: piecesField([beltLine, 1]) } },
    );
    // The belts' share: 999.99 / 1999.99 of what was paid; one belt a third of it, rounded up.
    const beltsShare = Math.round((paid * 999_99) / 1999_99);
    expect(Math.abs(preview.data.amount - beltsShare / 3)).toBeLessThan(1);

    const first = await submit([[beltLine, 1]]);
    expect(first.data.amount).toBe(preview.data.amount);
    await run(shop, 'aftersales', 'agree', first.data.refund_no);
    const afterFirst = await memberRow(shop, member);
    expect(afterFirst.balance).toBe(first.data.amount);
    // Points spent come back in proportion to what was refunded; points earned go.
    const spentBack = Math.floor((3001 * first.data.amount) / paid);
    const earnedBack = Math.floor((1500 * first.data.amount) / paid);
    expect(afterFirst.points).toBe(1500 + spentBack - earnedBack);

    const second = await submit([
      [beltLine, 1],
      [bagLine, 1],
    ]);
    expect(second.code, second.msg).toBe(0);
    expect(second.data.pieces.map((p) => [p.line_id, p.quantity])).toEqual([
      [beltLine, 1],
      [bagLine, 1],
    ]);
    await run(shop, 'aftersales', 'agree', second.data.refund_no);
    expect((await submit([[beltLine, 2]])).msg).toBe('所选数量超过可退数量');
    const last = await submit([[beltLine, 1]]);
    expect(last.data.freight).toBe(0);
    await run(shop, 'aftersales', 'agree', last.data.refund_no);

    expect(first.data.amount + second.data.amount + last.data.amount).toBe(paid);
    expect(await memberRow(shop, member)).toEqual({ balance: paid, points: 3001 });
    const detail = await callAs<OrderDetail>(shop.app, member.token, 'api/order/detail', {
      query: { order_id: order.id },
    });
    expect(detail.data).toMatchObject({ refunded_amount: paid, refundable_amount: 0 });
    expect(detail.data.lines.map((l) => l.returnable)).toEqual([0, 0]);
    expect(detail.data.actions.after_sale).toBe(false);
    expect(detail.data.money_back.map((m) => m.amount)).toEqual([
      first.data.amount,
      second.data.amount,
      last.data.amount,
    ]);
  });

  test('gives refused pieces back to be asked for again', async ({ shop, member }) => {
    const sku = await freshOrderSku(shop.db, 10);
    const order = await placeOrder(shop.db, member, {
      status: 'shipped',
      lines: [{ skuId: sku, price: 100_00, originalPrice: 100_00, quantity: 3 }],
      couponAmount: 1_00,
    });
    const [line = 0] = await orderLineIds(shop.db, order.id);
    const form = (n: number) => ({
      order_id: String(order.id),
      type: 'refund',
      reason: 'x',
      items: piecesField([line, n]),
    });
    const post = (n: number) =>
      callAs<RefundDetail>(shop.app, member.token, 'api/order/refund-submit', { form: form(n) });
    const two = await post(2);
    expect(two.data.amount).toBe(199_34);
    await run(shop, 'aftersales', 'refuse', two.data.refund_no, 'Worn');
    const one = await post(1);
    expect(one.data.amount).toBe(99_67);
    const rest = await post(2);
    expect(rest.data.amount).toBe(299_00 - 99_67);
  });
});
