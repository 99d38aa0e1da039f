import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../operator/commands';
import { SandboxCarrier } from '../../providers/carrier';
import { databases } from '../../test/harness';
import { cancelOverdueOrders } from '../order/lifecycle/sweep';
import { QUERY_GAP_MS } from './ask-provider';
import { providerShop } from './provider-shop-fixtures';

// WeChat Pay's answers meeting each other and the shop's own clock: retried notifies arriving
// together, a notify that never comes, the pay deadline passing while the shopper pays, and a
// refund with its own notify.

describe.each(databases)('WeChat Pay when things happen at once, on %s', (kind) => {
  const paid = providerShop(kind);
  const { shop, wechatPay, orderOne, startPaying, deliver, methods } = paid;
  const { orderRow, memberRow, post } = paid.payment;
  beforeAll(() => paid.start());
  afterAll(() => paid.stop());

  const paymentRow = (paymentNo: string) =>
    shop()
      .db.selectFrom('payment')
      .selectAll()
      .where('payment_no', '=', paymentNo)
      .executeTakeFirstOrThrow();
  const stockOf = async (skuId: number) =>
    (
      await shop()
        .db.selectFrom('sku')
        .select('stock')
        .where('id', '=', skuId)
        .executeTakeFirstOrThrow()
    ).stock;
  const queriesOf = (paymentNo: string) =>
    wechatPay().received.filter(
      (r) =>
        r.method === 'GET' && r.path.startsWith(`/v3/pay/transactions/out-trade-no/${paymentNo}?`),
    ).length;

  it('pays once when retried deliveries arrive together, and refuses a copy sent twice at once', async () => {
    const { member, order } = await orderOne();
    const start = await startPaying(member, order.order_id);
    wechatPay().pay(start.payment_no);
    const before = await memberRow(member.id);
    const retries = await Promise.all(
      [1, 2, 3].map(() => deliver(wechatPay().notify(start.payment_no))),
    );
    expect(retries.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    const after = await memberRow(member.id);
    const { points_earned: earned } = await orderRow(order.order_id);
    expect(earned).toBeGreaterThan(0);
    expect(after.lifetime_points - before.lifetime_points).toBe(earned);

    const second = await orderOne();
    const again = await startPaying(second.member, second.order.order_id);
    wechatPay().pay(again.payment_no);
    const copy = wechatPay().notify(again.payment_no);
    const statuses = (await Promise.all([deliver(copy), deliver(copy)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 400]);
    expect((await orderRow(second.order.order_id)).status).toBe('paid');
  });

  it('asks WeChat Pay about a payment whose notify is late, once for callers at the same instant', async () => {
    const { member, order } = await orderOne();
    const start = await startPaying(member, order.order_id);
    wechatPay().pay(start.payment_no);
    const isPay = () =>
      post<{ paid: boolean }>(member, 'api/order/is-pay', {
        order_id: String(order.order_id),
        payment_no: start.payment_no,
      });
    // Just started: not asked yet, WeChat Pay is given its time to notify.
    expect((await isPay()).data.paid).toBe(false);
    expect(queriesOf(start.payment_no)).toBe(0);
    await shop()
      .db.updateTable('payment')
      .set({ updated_at: Date.now() - QUERY_GAP_MS - 1 })
      .where('payment_no', '=', start.payment_no)
      .execute();
    const answers = await Promise.all([isPay(), isPay(), isPay()]);
    expect(queriesOf(start.payment_no)).toBe(1);
    expect(answers.some((answer) => answer.data.paid)).toBe(true);
    expect(await orderRow(order.order_id)).toMatchObject({ status: 'paid', pay_method: 'wechat' });
    expect((await isPay()).data.paid).toBe(true);
    // The notify, when it comes at last, changes nothing.
    expect((await deliver(wechatPay().notify(start.payment_no))).statusCode).toBe(200);
  });

  /** An order whose deadline passed just as the shopper paid it at WeChat Pay. */
  async function paidAtTheDeadline() {
    const { member, order, sku } = await orderOne();
    const start = await startPaying(member, order.order_id);
    await shop()
      .db.updateTable('shop_order')
      .set({ pay_deadline: Date.now() - 1 })
      .where('id', '=', order.order_id)
      .execute();
    wechatPay().pay(start.payment_no);
    return { order, sku, start, stock: await stockOf(sku) };
  }

  it('keeps an order paid when the sweep finds it paid before its notify came', async () => {
    const { order, start } = await paidAtTheDeadline();
    expect(await cancelOverdueOrders(shop().db, methods(), Date.now())).toBe(0);
    expect(await orderRow(order.order_id)).toMatchObject({ status: 'paid', pay_method: 'wechat' });
    expect((await deliver(wechatPay().notify(start.payment_no))).statusCode).toBe(200);
    expect((await orderRow(order.order_id)).status).toBe('paid');
  });

  it('keeps an order paid when its notify and the sweep come at the same instant', async () => {
    const { order, start, sku, stock } = await paidAtTheDeadline();
    const [cancelled, notified] = await Promise.all([
      cancelOverdueOrders(shop().db, methods(), Date.now()),
      deliver(wechatPay().notify(start.payment_no)),
    ]);
    expect(cancelled).toBe(0);
    expect(notified.statusCode).toBe(200);
    expect(await orderRow(order.order_id)).toMatchObject({ status: 'paid', cancelled_at: null });
    expect((await paymentRow(start.payment_no)).status).toBe('paid');
    expect(await stockOf(sku)).toBe(stock);
    const refunds = await shop()
      .db.selectFrom('refund')
      .select('id')
      .where('order_id', '=', order.order_id)
      .execute();
    expect(refunds).toEqual([]);
  });

  it('cancels an order past its deadline and closes its payment, so that it cannot be paid late', async () => {
    const { member, order, sku } = await orderOne();
    const start = await startPaying(member, order.order_id);
    const stock = await stockOf(sku);
    await shop()
      .db.updateTable('shop_order')
      .set({ pay_deadline: Date.now() - 1 })
      .where('id', '=', order.order_id)
      .execute();
    expect(await cancelOverdueOrders(shop().db, methods(), Date.now())).toBe(1);
    expect(wechatPay().orders.get(start.payment_no)?.state).toBe('CLOSED');
    wechatPay().pay(start.payment_no);
    expect(wechatPay().orders.get(start.payment_no)?.state).toBe('CLOSED');
    expect((await orderRow(order.order_id)).status).toBe('cancelled');
    expect((await paymentRow(start.payment_no)).status).toBe('closed');
    expect(await stockOf(sku)).toBe(stock + 1);
  });

  it('refunds an agreed cancellation once, and takes the refund notify once', async () => {
    const { member, order } = await orderOne();
    const start = await startPaying(member, order.order_id);
    wechatPay().pay(start.payment_no);
    expect((await deliver(wechatPay().notify(start.payment_no))).statusCode).toBe(200);
    const asked = await post(member, 'api/order/cancel', {
      order_id: String(order.order_id),
      reason: '不想要了',
    });
    expect(asked.code).toBe(0);
    const services = { db: shop().db, payment: methods(), carrier: new SandboxCarrier() };
    const agree = () =>
      runOperatorCommand({ ...services, now: Date.now() }, [
        'order',
        'cancel-agree',
        order.order_no,
      ]);
    expect((await agree()).ok).toBe(true);
    expect((await agree()).ok).toBe(false);
    const refunds = [...wechatPay().refunds].filter(([, r]) => r.outTradeNo === start.payment_no);
    expect(refunds.map(([, r]) => r.refund)).toEqual([order.pay_amount]);
    const [refundNo = ''] = refunds.map(([no]) => no);
    // Cancelled at once; the money counts once WeChat Pay says it arrived.
    expect(await orderRow(order.order_id)).toMatchObject({
      status: 'cancelled',
      refunded_amount: 0,
    });

    const done = await wechatPay().endRefund(refundNo, 'SUCCESS');
    expect(done?.reply?.status).toBe(200);
    expect(await orderRow(order.order_id)).toMatchObject({
      status: 'cancelled',
      refunded_amount: order.pay_amount,
    });
    if (!done) throw new Error('WeChat Pay sent no refund notify');
    expect((await deliver(done)).statusCode).toBe(400);
    // WeChat Pay's own retry of the notify is acknowledged, and changes nothing.
    expect((await deliver(wechatPay().refundNotify(refundNo))).statusCode).toBe(200);
    expect((await orderRow(order.order_id)).refunded_amount).toBe(order.pay_amount);
    const known = wechatPay().refunds.get(refundNo);
    if (!known) throw new Error('WeChat Pay has no such refund');
    wechatPay().refunds.set('RUNKNOWN0001', { ...known, outRefundNo: 'RUNKNOWN0001', refund: 1 });
    const unknown = await deliver(wechatPay().refundNotify('RUNKNOWN0001'));
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      { code: 'FAIL', message: 'unknown refund' },
    ]);
  });
});
