import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResultState } from '../../../contract/payment';
import { databases } from '../../test/harness';
import { callAs } from '../../test/members';
import { QUERY_GAP_MS } from './ask-provider';
import { providerShop } from './provider-shop-fixtures';

// A pay page opened without a session (another browser, a session that ended while paying, the
// shop's other host name) asks payment-result about the payment in its address: the state of
// that payment and nothing else, and nothing at all for a number that is not that order's.

describe.each(databases)('the result of a payment, asked without a session, on %s', (kind) => {
  const paid = providerShop(kind);
  const { shop, wechatPay, alipay, orderOne, startPaying, deliver } = paid;
  beforeAll(() => paid.start());
  afterAll(() => paid.stop());

  const ask = (form: Record<string, string>, lang: 'cn' | 'en' = 'cn') =>
    callAs<{ state: PaymentResultState }>(shop().app, null, 'api/order/payment-result', {
      form,
      lang,
    });
  const stateOf = async (orderId: number, paymentNo: string, returnQuery?: string) => {
    const reply = await ask({
      order_id: String(orderId),
      payment_no: paymentNo,
      ...(returnQuery === undefined ? {} : { return_query: returnQuery }),
    });
    expect(reply.code, reply.msg).toBe(0);
    // The state alone: no amount, no order number, nothing about the shopper.
    expect(Object.keys(reply.data)).toEqual(['state']);
    return reply.data.state;
  };
  const age = (paymentNo: string) =>
    shop()
      .db.updateTable('payment')
      .set({ updated_at: Date.now() - QUERY_GAP_MS - 1 })
      .where('payment_no', '=', paymentNo)
      .execute();

  it('tells the state of the payment in the address, and unknown for any number not its own', async () => {
    const { member, order } = await orderOne();
    const start = await startPaying(member, order.order_id, 'h5');
    const other = await orderOne();
    const otherStart = await startPaying(other.member, other.order.order_id, 'h5');

    expect(await stateOf(order.order_id, start.payment_no)).toBe('waiting');
    expect(await stateOf(other.order.order_id, start.payment_no)).toBe('unknown');
    expect(await stateOf(order.order_id, otherStart.payment_no)).toBe('unknown');
    expect(await stateOf(order.order_id, 'PMIXZ9GUESSED42XY')).toBe('unknown');
    expect(await stateOf(2_000_000_000, start.payment_no)).toBe('unknown');

    wechatPay().pay(start.payment_no);
    expect((await deliver(wechatPay().notify(start.payment_no))).statusCode).toBe(200);
    expect(await stateOf(order.order_id, start.payment_no)).toBe('paid');
    // A number of the paid order's that was not the one paid still only says what it may.
    expect(await stateOf(other.order.order_id, start.payment_no)).toBe('unknown');
  });

  it('says failed for an attempt the provider refused, and cancelled for a cancelled order', async () => {
    const { member, order } = await orderOne();
    const start = await startPaying(member, order.order_id);
    await shop()
      .db.updateTable('payment')
      .set({ status: 'failed' })
      .where('payment_no', '=', start.payment_no)
      .execute();
    expect(await stateOf(order.order_id, start.payment_no)).toBe('failed');
    await shop()
      .db.updateTable('shop_order')
      .set({ status: 'cancelled', cancelled_at: Date.now() })
      .where('id', '=', order.order_id)
      .execute();
    expect(await stateOf(order.order_id, start.payment_no)).toBe('cancelled');
  });

  it('asks the provider about a late notify, once for callers at the same instant', async () => {
    const { member, order } = await orderOne();
    const start = await startPaying(member, order.order_id);
    wechatPay().pay(start.payment_no);
    const queries = () =>
      wechatPay().received.filter((r) =>
        r.path.startsWith(`/v3/pay/transactions/out-trade-no/${start.payment_no}?`),
      ).length;
    // Just started: WeChat Pay is given its time to notify.
    expect(await stateOf(order.order_id, start.payment_no)).toBe('waiting');
    expect(queries()).toBe(0);
    await age(start.payment_no);
    const states = await Promise.all(
      [1, 2, 3].map(() => stateOf(order.order_id, start.payment_no)),
    );
    expect(queries()).toBe(1);
    expect(states).toContain('paid');
    expect(await stateOf(order.order_id, start.payment_no)).toBe('paid');
  });

  it('sends the shopper back with the payment number, and believes Alipay’s signed return at once', async () => {
    const { member, order } = await orderOne(3_572_00, undefined, 'alipay');
    const returnPath = `/mobile/payResult/success?order_id=${order.order_id}&method=alipay`;
    const start = await startPaying(member, order.order_id, 'h5', { method: 'alipay', returnPath });
    alipay().openCashier(start.redirect_url);
    alipay().pay(start.payment_no);
    const queries = () =>
      alipay().received.filter(
        (call) =>
          call.method === 'alipay.trade.query' && call.biz_content?.includes(start.payment_no),
      ).length;

    const address = new URL(alipay().returnAddress(start.payment_no));
    expect(`${address.origin}${address.pathname}`).toBe(
      `${shop().config.publicUrl}/mobile/payResult/success`,
    );
    expect(address.searchParams.get('order_id')).toBe(String(order.order_id));
    expect(address.searchParams.get('payment_no')).toBe(start.payment_no);
    // The shop's method and Alipay's own, side by side.
    expect(address.searchParams.getAll('method')).toEqual([
      'alipay',
      'alipay.trade.wap.pay.return',
    ]);

    const altered = new URLSearchParams(address.search);
    altered.set('total_amount', '0.01');
    expect(await stateOf(order.order_id, start.payment_no, altered.toString())).toBe('waiting');
    expect(queries()).toBe(0);
    expect(await stateOf(order.order_id, start.payment_no, address.search)).toBe('paid');
    expect(queries()).toBe(1);
  });

  it('refuses a malformed question in the asker’s language, and changes nothing', async () => {
    const { member, order } = await orderOne();
    const start = await startPaying(member, order.order_id);
    const refused = [
      [{ order_id: String(order.order_id) }, 'This payment number is not valid'],
      [
        { order_id: String(order.order_id), payment_no: 'P1;drop' },
        'This payment number is not valid',
      ],
      [
        { order_id: String(order.order_id), payment_no: 'P'.repeat(41) },
        'This payment number is not valid',
      ],
      [{ order_id: 'first', payment_no: start.payment_no }, null],
      [
        {
          order_id: String(order.order_id),
          payment_no: start.payment_no,
          return_query: 'x'.repeat(4001),
        },
        null,
      ],
    ] as const;
    for (const [form, msg] of refused) {
      const reply = await ask(form, 'en');
      expect(reply.code, JSON.stringify(form)).toBe(422);
      if (msg) expect(reply.msg).toBe(msg);
    }
    expect((await ask({ order_id: String(order.order_id), payment_no: '?' }, 'cn')).msg).toBe(
      '支付单号无效',
    );
    const row = await shop()
      .db.selectFrom('payment')
      .select(['status', 'updated_at', 'created_at'])
      .where('payment_no', '=', start.payment_no)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', updated_at: row.created_at });
  });
});
