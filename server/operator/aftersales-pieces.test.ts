import { describe, expect } from 'vitest';
import { test } from '../test/fixtures';
import type { OrderDetail, RefundDetail, RefundPreview } from '../../contract/order';
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

    const preview = (items: [number, number][]) =>
      callAs<RefundPreview>(shop.app, member.token, 'api/order/refund-preview', {
        query: { order_id: order.id, items: piecesField(...items) },
      });
    /** The points a refund moved: its point records (spent ones back, earned ones taken). */
    const pointsMoved = async (since: number) => {
      const records = await shop.db
        .selectFrom('point_record')
        .select('points')
        .where('member_id', '=', member.id)
        .where('type', '=', 'refund')
        .where('id', '>', since)
        .execute();
      return {
        given: records.filter((r) => r.points > 0).reduce((sum, r) => sum + r.points, 0),
        taken: -records.filter((r) => r.points < 0).reduce((sum, r) => sum + r.points, 0),
      };
    };
    const lastRecord = async () =>
      (
        await shop.db
          .selectFrom('point_record')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0;
    /** Previews the pieces, asks for them, agrees: the preview said what the refund moved. */
    const refundAsPreviewed = async (items: [number, number][]) => {
      const quote = await preview(items);
      expect(quote.code, quote.msg).toBe(0);
      const request = await submit(items);
      expect(request.code, request.msg).toBe(0);
      expect(request.data.amount).toBe(quote.data.amount);
      const since = Number(await lastRecord());
      const before = await memberRow(shop, member);
      await run(shop, 'aftersales', 'agree', request.data.refund_no);
      const moved = await pointsMoved(since);
      expect(moved).toEqual({ given: quote.data.points_given, taken: quote.data.points_taken });
      const after = await memberRow(shop, member);
      expect(after.points - before.points).toBe(moved.given - moved.taken);
      return { request: request.data, quote: quote.data };
    };

    // The belts' share: 999.99 / 1999.99 of what was paid; one belt a third of it, rounded up.
    const beltsShare = Math.round((paid * 999_99) / 1999_99);
    const { request: first, quote: firstQuote } = await refundAsPreviewed([[beltLine, 1]]);
    expect(Math.abs(first.amount - beltsShare / 3)).toBeLessThan(1);
    const afterFirst = await memberRow(shop, member);
    expect(afterFirst.balance).toBe(first.amount);
    // Points spent come back in proportion to what was refunded; points earned go.
    const spentBack = Math.floor((3001 * first.amount) / paid);
    const earnedBack = Math.floor((1500 * first.amount) / paid);
    expect(firstQuote).toMatchObject({ points_given: spentBack, points_taken: earnedBack });
    expect(afterFirst.points).toBe(1500 + spentBack - earnedBack);

    const { request: second } = await refundAsPreviewed([
      [beltLine, 1],
      [bagLine, 1],
    ]);
    expect(second.pieces.map((p) => [p.line_id, p.quantity])).toEqual([
      [beltLine, 1],
      [bagLine, 1],
    ]);
    expect((await submit([[beltLine, 2]])).msg).toBe('所选数量超过可退数量');
    // The last piece brings back every point spent and takes every one earned that is left.
    const { request: last, quote: lastQuote } = await refundAsPreviewed([[beltLine, 1]]);
    expect(last.freight).toBe(0);
    const refundedBefore = first.amount + second.amount;
    expect(lastQuote.points_given).toBe(3001 - Math.floor((3001 * refundedBefore) / paid));

    expect(first.amount + second.amount + last.amount).toBe(paid);
    expect(await memberRow(shop, member)).toEqual({ balance: paid, points: 3001 });
    const detail = await callAs<OrderDetail>(shop.app, member.token, 'api/order/detail', {
      query: { order_id: order.id },
    });
    expect(detail.data).toMatchObject({ refunded_amount: paid, refundable_amount: 0 });
    expect(detail.data.lines.map((l) => l.returnable)).toEqual([0, 0]);
    expect(detail.data.actions.after_sale).toBe(false);
    expect(detail.data.money_back.map((m) => m.amount)).toEqual([
      first.amount,
      second.amount,
      last.amount,
    ]);
  });

  test('previews no more earned points taken back than the member will hold, and none moved when there are none', async ({
    shop,
    member,
  }) => {
    const sku = await freshOrderSku(shop.db, 10);
    await shop.db.updateTable('member').set({ points: 400 }).where('id', '=', member.id).execute();
    const order = await placeOrder(shop.db, member, {
      status: 'shipped',
      payMethod: 'balance',
      lines: [{ skuId: sku, price: 500_00, originalPrice: 500_00, quantity: 2 }],
      pointsUsed: 400,
      pointsEarned: 1000,
    });
    const [line = 0] = await orderLineIds(shop.db, order.id);
    const preview = async () =>
      (
        await callAs<RefundPreview>(shop.app, member.token, 'api/order/refund-preview', {
          query: { order_id: order.id, items: piecesField([line, 1]) },
        })
      ).data;
    // Half of it: 200 spent points back, 500 earned ones due, of the 30 the member has left
    // plus those 200.
    await shop.db.updateTable('member').set({ points: 30 }).where('id', '=', member.id).execute();
    expect(await preview()).toMatchObject({ points_given: 200, points_taken: 230 });
    const request = await callAs<RefundDetail>(shop.app, member.token, 'api/order/refund-submit', {
      form: {
        order_id: String(order.id),
        type: 'refund',
        reason: 'x',
        items: piecesField([line, 1]),
      },
    });
    await run(shop, 'aftersales', 'agree', request.data.refund_no);
    expect((await memberRow(shop, member)).points).toBe(0);

    const plain = await placeOrder(shop.db, member, {
      status: 'shipped',
      lines: [{ skuId: sku, price: 100_00, originalPrice: 100_00 }],
    });
    const [plainLine = 0] = await orderLineIds(shop.db, plain.id);
    const none = await callAs<RefundPreview>(shop.app, member.token, 'api/order/refund-preview', {
      query: { order_id: plain.id, items: piecesField([plainLine, 1]) },
    });
    expect(none.data).toMatchObject({ amount: plain.pay_amount, points_given: 0, points_taken: 0 });
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
