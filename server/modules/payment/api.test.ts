import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import type { PayInstruction } from '../../../contract/payment';
import { SandboxPayment } from '../../providers/payment-sandbox';
import { databases, type TestShop } from '../../test/harness';
import type { TestMember } from '../../test/members';
import { addBalance, closeOpenPayments, sendMoneyBack, takeBackOrderPoints } from './api';
import { paymentFixtures } from './payment-fixtures';
import { PaymentMethods } from '../../providers/payment-methods';

const sandboxOf = oncePerShop(
  (shop: TestShop): SandboxPayment => new SandboxPayment(shop.db, shop.config.paySecret),
);
const paymentsOf = oncePerShop((shop: TestShop): PaymentMethods =>
  PaymentMethods.allThrough(sandboxOf(shop), shop.config.publicUrl),
);
const paymentCallsOf = oncePerShop((shop: TestShop) => paymentFixtures(() => shop));

const test = shopTest
  .extend('sandbox', ({ shop }) => sandboxOf(shop))
  .extend('payments', ({ shop }) => paymentsOf(shop))
  .extend('paymentCalls', ({ shop }) => paymentCallsOf(shop));

describe.each(databases)('what the orders ask of payments on %s', (kind) => {
  test.override({ databaseKind: kind });

  async function startPaying(shop: TestShop, member: TestMember, orderId: number) {
    const { post } = paymentCallsOf(shop);
    const form = { order_id: String(orderId), pay_method: 'wechat' };
    return (await post<PayInstruction>(member, 'api/payment/pay-data', form)).data.payment_no;
  }

  /** An order paid through the sandbox provider, its notify applied. */
  async function paidByProvider(shop: TestShop, member: TestMember, payAmount: number) {
    const { notify, placeOrder } = paymentCallsOf(shop);
    const order = await placeOrder(member, { payAmount });
    const paymentNo = await startPaying(shop, member, order.id);
    await sandboxOf(shop).settle(paymentNo, 'paid', Date.now());
    const body = {
      payment_no: paymentNo,
      amount: payAmount,
      result: 'paid',
      provider_txn: 'T',
    } as const;
    expect((await notify(body)).statusCode).toBe(200);
    return { ...order, paymentNo };
  }

  const statusOf = async (shop: TestShop, paymentNo: string) =>
    (
      await shop.db
        .selectFrom('payment')
        .select('status')
        .where('payment_no', '=', paymentNo)
        .executeTakeFirstOrThrow()
    ).status;

  test('closes every pending attempt, so that the order may be cancelled', async ({
    shop,
    member,
    payments,
    sandbox,
    paymentCalls: { orderRow, placeOrder },
  }) => {
    const order = await placeOrder(member);
    const attempts = [
      await startPaying(shop, member, order.id),
      await startPaying(shop, member, order.id),
    ];
    expect(await closeOpenPayments(shop.db, payments, order.id, Date.now())).toBe('closed');
    for (const paymentNo of attempts) {
      expect(await statusOf(shop, paymentNo)).toBe('closed');
      expect(await sandbox.query(paymentNo)).toBe('closed');
    }
    expect(await orderRow(order.id)).toMatchObject({ status: 'unpaid' });
  });

  test('applies an attempt the provider reports paid, and a later notify adds nothing', async ({
    shop,
    member,
    sandbox,
    payments,
    paymentCalls: { memberRow, notify, orderRow, placeOrder },
  }) => {
    const order = await placeOrder(member, { payAmount: 300_00 });
    const abandoned = await startPaying(shop, member, order.id);
    const paidOne = await startPaying(shop, member, order.id);
    await sandbox.settle(paidOne, 'paid', Date.now());
    expect(await closeOpenPayments(shop.db, payments, order.id, Date.now())).toBe('paid');
    expect(await statusOf(shop, abandoned)).toBe('closed');
    expect(await statusOf(shop, paidOne)).toBe('paid');
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', points_earned: 300 });
    const body = {
      payment_no: paidOne,
      amount: 300_00,
      result: 'paid',
      provider_txn: 'T',
    } as const;
    expect((await notify(body)).json()).toEqual({ code: 'SUCCESS' });
    expect(await memberRow(member.id)).toMatchObject({ points: 300 });
    expect(await closeOpenPayments(shop.db, payments, order.id, Date.now())).toBe('paid');
  });

  test('refunds through the provider once per refund number, never beyond what was paid', async ({
    shop,
    member,
    payments,
    sandbox,
    paymentCalls: { placeOrder },
  }) => {
    const order = await paidByProvider(shop, member, 500_00);
    const refund = { orderId: order.id, refundNo: `R${order.id}A`, amount: 200_00 };
    const now = Date.now();
    const twice = await Promise.all([
      sendMoneyBack(shop.db, payments, refund, now),
      sendMoneyBack(shop.db, payments, refund, now),
    ]);
    expect(twice).toEqual(['refunded', 'refunded']);
    expect(await sendMoneyBack(shop.db, payments, refund, now)).toBe('refunded');
    expect((await sandbox.row(order.paymentNo))?.refunded_amount).toBe(200_00);
    const tooMuch = { orderId: order.id, refundNo: `R${order.id}B`, amount: 300_01 };
    expect(await sendMoneyBack(shop.db, payments, tooMuch, now)).toBe('failed');
    const rest = { ...tooMuch, amount: 300_00 };
    expect(await sendMoneyBack(shop.db, payments, rest, now)).toBe('refunded');
    expect((await sandbox.row(order.paymentNo))?.refunded_amount).toBe(500_00);

    const unpaid = await placeOrder(member);
    const nothing = { orderId: unpaid.id, refundNo: `R${unpaid.id}`, amount: 1 };
    expect(await sendMoneyBack(shop.db, payments, nothing, now)).toBe('failed');
  });

  test('refunds a balance payment to the balance once, even when asked at once twice', async ({
    shop,
    member,
    payments,
    paymentCalls: { memberRow, placeOrder, post },
  }) => {
    await addBalance(shop.db, member.id, 1000_00);
    const order = await placeOrder(member, { payAmount: 800_00 });
    await post(member, 'api/payment/pay-buy-balance', { order_id: String(order.id) });
    expect((await memberRow(member.id)).balance).toBe(200_00);
    const refund = { orderId: order.id, refundNo: `R${order.id}BAL`, amount: 300_00 };
    const answers = await Promise.all([
      sendMoneyBack(shop.db, payments, refund, Date.now()),
      sendMoneyBack(shop.db, payments, refund, Date.now()),
    ]);
    expect(answers).toEqual(['refunded', 'refunded']);
    expect(await sendMoneyBack(shop.db, payments, refund, Date.now())).toBe('refunded');
    expect((await memberRow(member.id)).balance).toBe(500_00);
    const beyond = { orderId: order.id, refundNo: `R${order.id}BIG`, amount: 500_01 };
    expect(await sendMoneyBack(shop.db, payments, beyond, Date.now())).toBe('failed');
    expect((await memberRow(member.id)).balance).toBe(500_00);
  });

  test('takes back the points of the refunded part, never below zero nor beyond what was earned', async ({
    shop,
    member,
    paymentCalls: { memberRow },
  }) => {
    const order = await paidByProvider(shop, member, 1000_00);
    // A refund of `amount`, bringing what is refunded of the ¥1,000 to `refundedAfter`.
    const step = (amount: number, refundedAfter: number) => ({ amount, refundedAfter });
    expect(await memberRow(member.id)).toMatchObject({ points: 1000, lifetime_points: 1000 });
    await takeBackOrderPoints(shop.db, order.id, step(250_00, 250_00), Date.now());
    expect(await memberRow(member.id)).toMatchObject({ points: 750, lifetime_points: 750 });

    // The member spent most of their points meanwhile.
    await shop.db.updateTable('member').set({ points: 100 }).where('id', '=', member.id).execute();
    await takeBackOrderPoints(shop.db, order.id, step(500_00, 750_00), Date.now());
    expect(await memberRow(member.id)).toMatchObject({ points: 0, lifetime_points: 250 });
    await shop.db.updateTable('member').set({ points: 5000 }).where('id', '=', member.id).execute();
    await takeBackOrderPoints(shop.db, order.id, step(250_00, 1000_00), Date.now());
    expect((await memberRow(member.id)).points).toBe(5000 - (1000 - 250 - 100));

    const records = await shop.db
      .selectFrom('point_record')
      .select(['type', 'points', 'reference'])
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(records).toEqual([
      { type: 'order', points: 1000, reference: order.order_no },
      { type: 'refund', points: -250, reference: order.order_no },
      { type: 'refund', points: -100, reference: order.order_no },
      { type: 'refund', points: -650, reference: order.order_no },
    ]);
    await takeBackOrderPoints(shop.db, order.id, step(250_00, 1000_00), Date.now());
    expect((await memberRow(member.id)).points).toBe(4350);
  });
});
