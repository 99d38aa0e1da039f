import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../test/harness';
import { settlePendingRefunds } from '../order/lifecycle/refund-sweep';
import { REFUND_QUERY_AFTER_MS } from './money-back';
import { providerShop } from './provider-shop-fixtures';
import { refundFixtures } from './refund-fixtures';

// A refund through Alipay that Alipay takes without moving the money at once (fund_change N,
// its refund query not showing it yet): processing until the query, asked by the sweep after a
// few minutes, shows it refunded, or shows nothing under its number (it did not go through).

const AFTER_A_FEW_MINUTES = REFUND_QUERY_AFTER_MS + 1_000;

describe.each(databases)('refunds through Alipay, on %s', (kind) => {
  const paid = providerShop(kind);
  const { shop, alipay, methods } = paid;
  const { orderRow } = paid.payment;
  const { run, shippedAndAsked, shopperSees, refundRow } = refundFixtures(paid);
  beforeAll(() => paid.start());
  afterAll(() => paid.stop());

  const refundQueries = (refundNo: string) =>
    alipay().received.filter(
      (call) =>
        call.method === 'alipay.trade.fastpay.refund.query' && call.biz_content?.includes(refundNo),
    ).length;

  it('settles a refund Alipay took from its refund query, after a few minutes', async () => {
    alipay().refundsSettle = 'later';
    const { member, order, request } = await shippedAndAsked('alipay');
    expect((await run('aftersales', 'agree', request.refund_no)).ok).toBe(true);
    alipay().refundsSettle = 'at-once';
    const seen = await shopperSees(member, order.order_id, request.id);
    expect(seen.request.status).toBe('processing');
    expect(seen.detail).toMatchObject({
      refunded_amount: 0,
      money_back: [{ state: 'sending', to: 'alipay' }],
    });
    const asked = refundQueries(request.refund_no);

    const now = Date.now();
    expect(await settlePendingRefunds(shop().db, methods(), now)).toBe(0);
    expect(refundQueries(request.refund_no)).toBe(asked);
    alipay().settleRefunds();
    expect(await settlePendingRefunds(shop().db, methods(), now + AFTER_A_FEW_MINUTES)).toBe(1);
    expect(refundQueries(request.refund_no)).toBe(asked + 1);
    const after = await shopperSees(member, order.order_id, request.id);
    expect(after.request.status).toBe('refunded');
    expect(after.detail).toMatchObject({
      refunded_amount: request.amount,
      money_back: [{ state: 'refunded', to: 'alipay' }],
    });
  });

  it('shows the operator a refund the query says did not go through, and sends it again', async () => {
    alipay().refundsSettle = 'later';
    const { member, order, paymentNo, request } = await shippedAndAsked('alipay');
    expect((await run('aftersales', 'agree', request.refund_no)).ok).toBe(true);
    alipay().refundsSettle = 'at-once';
    alipay().dropRefund(paymentNo, request.refund_no);

    const later = Date.now() + AFTER_A_FEW_MINUTES;
    expect(await settlePendingRefunds(shop().db, methods(), later)).toBe(1);
    expect(await refundRow(request.refund_no)).toMatchObject({
      status: 'processing',
      payout_failure: 'NOT_FOUND',
    });
    const seen = await shopperSees(member, order.order_id, request.id, 'en');
    expect(seen.request).toMatchObject({ status: 'processing', payout_delayed: true });
    expect(seen.detail).toMatchObject({ refunded_amount: 0, money_back: [{ state: 'delayed' }] });
    const stuck = await run('refunds', 'stuck');
    expect(stuck.text).toMatch(
      new RegExp(`${request.refund_no}.*alipay.*NOT PAID OUT \\(NOT_FOUND\\)`),
    );
    // Not asked about again by the sweep: it waits for the operator.
    expect(await settlePendingRefunds(shop().db, methods(), later * 2)).toBe(0);

    const retried = await run('refunds', 'retry', request.refund_no);
    expect(retried).toEqual({
      ok: true,
      text: `refund ${request.refund_no}: ¥1,000.00 refunded`,
    });
    expect((await orderRow(order.order_id)).refunded_amount).toBe(request.amount);
    const refunds = [...alipay().refunds.values()].filter((r) => r.outTradeNo === paymentNo);
    expect(refunds.map((r) => [r.outRequestNo, r.amount])).toEqual([
      [request.refund_no, request.amount],
    ]);
    expect((await run('refunds', 'retry', request.refund_no)).ok).toBe(false);
  });
});
