import { describe, expect, vi } from 'vitest';
import { test } from '../../../test/fixtures';
import { PAY_WINDOW_MS } from '../../../../contract/order';
import { databases, type TestShop } from '../../../test/harness';
import { createMember } from '../../../test/members';
import { freshOrderSku, placeOrder, stockOf } from '../../../test/orders';
import { FakePayment } from './lifecycle-fixtures';
import { SWEEP_CLAIM_MS, cancelOverdueOrders } from './sweep';

/** A provider whose close never answers until `answer()`: the run calling it is as good as dead. */
class StalledPayment extends FakePayment {
  answer: () => void = () => {};
  private readonly answered = new Promise<void>((resolve) => {
    this.answer = resolve;
  });
  override async close(paymentNo: string): Promise<'closed'> {
    this.closed.push(paymentNo);
    await this.answered;
    return 'closed';
  }
}

describe.each(databases)('the sweep on several instances on %s', (kind) => {
  test.override({ databaseKind: kind });

  const statusOf = async (shop: TestShop, id: number) =>
    (
      await shop.db
        .selectFrom('shop_order')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  async function overdueOrders(shop: TestShop, count: number, sku: number, minutesLate = 1) {
    const member = await createMember(shop.db);
    const placed = [];
    for (let i = 0; i < count; i += 1) {
      placed.push(
        await placeOrder(shop.db, member, {
          lines: [{ skuId: sku }],
          createdAt: Date.now() - PAY_WINDOW_MS - (minutesLate + i) * 60_000,
          pendingPayment: true,
        }),
      );
    }
    return placed;
  }

  test('closes each overdue order at the provider once when three sweeps start at the same instant', async ({
    shop,
  }) => {
    const payment = new FakePayment();
    const sku = await freshOrderSku(shop.db, 40);
    const orders = await overdueOrders(shop, 20, sku);
    expect(await stockOf(shop.db, sku)).toBe(20);

    const now = Date.now();
    const runs = await Promise.all([
      cancelOverdueOrders(shop.db, payment.methods, now),
      cancelOverdueOrders(shop.db, payment.methods, now),
      cancelOverdueOrders(shop.db, payment.methods, now),
    ]);

    const paymentNos = orders.map((order) => order.payment_no ?? '');
    expect([...payment.closed].sort()).toEqual([...paymentNos].sort());
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(20);
    for (const order of orders) expect(await statusOf(shop, order.id)).toBe('cancelled');
    expect(await stockOf(shop.db, sku)).toBe(40);
    const claims = await shop.db
      .selectFrom('shop_order')
      .select('id')
      .where('sweep_claimed_by', 'is not', null)
      .execute();
    expect(claims).toEqual([]);
  });

  test('leaves an order claimed by a run that died to a later run once the claim has run out', async ({
    shop,
  }) => {
    const sku = await freshOrderSku(shop.db, 10);
    const [newer, oldest] = await overdueOrders(shop, 2, sku);
    if (!newer || !oldest) throw new Error('two orders were placed');
    const now = Date.now();
    // Each order placed is a minute more overdue than the one before: the dying run takes `oldest`.
    const dead = new StalledPayment();
    const dying = cancelOverdueOrders(shop.db, dead.methods, now, 1);
    await vi.waitFor(() => expect(dead.closed).toEqual([oldest.payment_no]));

    const meanwhile = new FakePayment();
    expect(await cancelOverdueOrders(shop.db, meanwhile.methods, now)).toBe(1);
    expect(meanwhile.closed).toEqual([newer.payment_no]);
    const beforeTheClaimEnds = new FakePayment();
    expect(
      await cancelOverdueOrders(shop.db, beforeTheClaimEnds.methods, now + SWEEP_CLAIM_MS - 1),
    ).toBe(0);
    expect(beforeTheClaimEnds.closed).toEqual([]);
    expect(await statusOf(shop, oldest.id)).toBe('unpaid');

    // The claim was dated when the dying run took it, a moment after `now`.
    const later = new FakePayment();
    expect(await cancelOverdueOrders(shop.db, later.methods, Date.now() + SWEEP_CLAIM_MS)).toBe(1);
    expect(later.closed).toEqual([oldest.payment_no]);
    expect(await statusOf(shop, oldest.id)).toBe('cancelled');
    expect(await stockOf(shop.db, sku)).toBe(10);

    // The run that seemed dead wakes up: the order is cancelled already, its stock stays.
    dead.answer();
    expect(await dying).toBe(0);
    expect(await stockOf(shop.db, sku)).toBe(10);
  });
});
