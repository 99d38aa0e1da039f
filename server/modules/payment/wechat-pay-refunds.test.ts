import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../test/harness';
import { settlePendingRefunds } from '../order/lifecycle/refund-sweep';
import { REFUND_QUERY_AFTER_MS } from './money-back';
import { providerShop } from './provider-shop-fixtures';
import { refundFixtures } from './refund-fixtures';

// A refund through WeChat Pay as it really goes: WeChat Pay takes it as PROCESSING and later
// sends REFUND.SUCCESS, REFUND.ABNORMAL or REFUND.CLOSED to the notify_url the refund request
// gave; the shop counts it as refunded only then, or when asking WeChat Pay about it says so.

const AFTER_A_FEW_MINUTES = REFUND_QUERY_AFTER_MS + 1_000;

describe.each(databases)('refunds through WeChat Pay, on %s', (kind) => {
  const paid = providerShop(kind, { alipay: false });
  const { shop, wechatPay, deliver, methods } = paid;
  const { orderRow, memberRow } = paid.payment;
  const { run, shippedAndAsked, shopperSees, refundRow } = refundFixtures(paid);
  beforeAll(() => paid.start());
  afterAll(() => paid.stop());

  const refundQueries = (refundNo: string) =>
    wechatPay().received.filter(
      (r) => r.method === 'GET' && r.path === `/v3/refund/domestic/refunds/${refundNo}`,
    ).length;

  it('asks for the refund with its notify URL, and keeps it processing until the notify says SUCCESS', async () => {
    const { member, order, paymentNo, request } = await shippedAndAsked();
    const agreed = await run('aftersales', 'agree', request.refund_no);
    expect(agreed.ok).toBe(true);
    const atWechatPay = wechatPay().refunds.get(request.refund_no);
    expect(atWechatPay).toMatchObject({
      outTradeNo: paymentNo,
      refund: request.amount,
      status: 'PROCESSING',
      notifyUrl: `${shop().config.publicUrl}/api/payment/notify/wechatpay`,
    });
    expect(agreed.text).toContain('is paying it out');

    const processing = await shopperSees(member, order.order_id, request.id);
    expect(processing.detail).toMatchObject({
      refund_status: 'processing',
      refunded_amount: 0,
      money_back: [{ refund_no: request.refund_no, state: 'sending', to: 'wechat' }],
    });
    expect(processing.detail.refunds[0]).toMatchObject({
      status: 'processing',
      status_text: '退款处理中',
      refunded_at: null,
      payout_delayed: false,
    });
    expect(processing.request).toMatchObject({ status: 'processing', status_text: '退款处理中' });
    expect(processing.listedStatus).toBe('processing');
    const inEnglish = await shopperSees(member, order.order_id, request.id, 'en');
    expect(inEnglish.request.status_text).toBe('Refund processing');
    expect(inEnglish.detail.refunds[0]?.history.map((h) => h.status_text)).toEqual([
      'Requested',
      'Under review',
      'Seller agreed',
      'Refund processing',
    ]);
    const shown = await run('order', 'show', order.order_no);
    expect(shown.text).toContain(`after-sales ${request.refund_no} refund ¥1,000.00 processing`);

    const pointsBefore = await memberRow(member.id);
    const notified = await wechatPay().endRefund(request.refund_no, 'SUCCESS');
    expect(notified?.url).toBe(atWechatPay?.notifyUrl);
    expect(notified?.reply).toEqual({ status: 200, body: '{"code":"SUCCESS"}' });
    const refunded = await shopperSees(member, order.order_id, request.id);
    expect(refunded.detail).toMatchObject({
      refund_status: 'refunded',
      refunded_amount: request.amount,
      money_back: [{ refund_no: request.refund_no, state: 'refunded', to: 'wechat' }],
    });
    expect(refunded.request).toMatchObject({ status: 'refunded', status_text: '商家已退款' });
    // The points earned on the refunded piece go back with the money, not before.
    const { points_earned: earned } = await orderRow(order.order_id);
    expect(earned).toBeGreaterThan(0);
    expect((await memberRow(member.id)).points).toBe(pointsBefore.points - earned);
  });

  it('shows an ABNORMAL refund to the operator, and never as paid back to the shopper', async () => {
    const { member, order, request } = await shippedAndAsked();
    expect((await run('aftersales', 'agree', request.refund_no)).ok).toBe(true);
    const notified = await wechatPay().endRefund(request.refund_no, 'ABNORMAL');
    expect(notified?.reply?.status).toBe(200);

    for (const lang of ['cn', 'en'] as const) {
      const seen = await shopperSees(member, order.order_id, request.id, lang);
      expect(seen.detail).toMatchObject({
        refund_status: 'processing',
        refunded_amount: 0,
        money_back: [{ refund_no: request.refund_no, state: 'delayed' }],
      });
      expect(seen.request).toMatchObject({
        status: 'processing',
        refunded_at: null,
        payout_delayed: true,
      });
    }
    expect((await orderRow(order.order_id)).refunded_amount).toBe(0);

    const stuck = await run('refunds', 'stuck');
    const line = stuck.text.split('\n').find((l) => l.startsWith(request.refund_no)) ?? '';
    expect(line).toContain(order.order_no);
    expect(line).toContain('NOT PAID OUT (ABNORMAL)');
    expect(stuck.text).toContain('refunds paid <refund_no>');
    const listed = await run('aftersales', 'list', 'processing');
    expect(listed.text).toContain('NOT PAID OUT (ABNORMAL)');
    const shown = await run('order', 'show', order.order_no);
    expect(shown.text).toContain('NOT PAID OUT (ABNORMAL)');
    expect(shown.text).toContain(`send it to the shopper another way, then refunds paid`);
    // Agreeing again sends nothing more.
    expect((await run('aftersales', 'agree', request.refund_no)).ok).toBe(false);
    expect(wechatPay().refunds.get(request.refund_no)?.status).toBe('ABNORMAL');

    // The merchant pays it back another way and says so: refunded, once.
    const settled = await run('refunds', 'paid', request.refund_no);
    expect(settled).toMatchObject({ ok: true });
    expect((await run('refunds', 'paid', request.refund_no)).ok).toBe(false);
    expect((await orderRow(order.order_id)).refunded_amount).toBe(request.amount);
    const after = await shopperSees(member, order.order_id, request.id);
    expect(after.request).toMatchObject({ status: 'refunded', payout_delayed: false });
    expect((await run('refunds', 'stuck')).text).not.toContain(request.refund_no);
  });

  it('asks WeChat Pay about a refund whose notify was lost, once a few minutes have passed', async () => {
    const { order, request } = await shippedAndAsked();
    expect((await run('aftersales', 'agree', request.refund_no)).ok).toBe(true);
    const closedCase = await shippedAndAsked();
    expect((await run('aftersales', 'agree', closedCase.request.refund_no)).ok).toBe(true);
    paid.loseNotifies(true);
    try {
      await wechatPay().endRefund(request.refund_no, 'SUCCESS');
      await wechatPay().endRefund(closedCase.request.refund_no, 'CLOSED');
    } finally {
      paid.loseNotifies(false);
    }
    const now = Date.now();
    expect(await settlePendingRefunds(shop().db, methods(), now)).toBe(0);
    expect(refundQueries(request.refund_no)).toBe(0);
    expect((await refundRow(request.refund_no)).status).toBe('processing');

    expect(await settlePendingRefunds(shop().db, methods(), now + AFTER_A_FEW_MINUTES)).toBe(2);
    expect(refundQueries(request.refund_no)).toBe(1);
    expect(await refundRow(request.refund_no)).toMatchObject({ status: 'refunded' });
    expect((await orderRow(order.order_id)).refunded_amount).toBe(request.amount);
    expect(await refundRow(closedCase.request.refund_no)).toMatchObject({
      status: 'processing',
      payout_failure: 'CLOSED',
    });
    expect((await orderRow(closedCase.order.order_id)).refunded_amount).toBe(0);
    // Settled refunds are not asked about again.
    expect(await settlePendingRefunds(shop().db, methods(), now + 2 * AFTER_A_FEW_MINUTES)).toBe(0);
    expect(refundQueries(request.refund_no)).toBe(1);
  });

  it('leaves a refund processing when WeChat Pay cannot be reached, and asks again next time', async () => {
    const { request } = await shippedAndAsked();
    expect((await run('aftersales', 'agree', request.refund_no)).ok).toBe(true);
    const later = Date.now() + AFTER_A_FEW_MINUTES;
    const failures: number[] = [];
    wechatPay().signing = 'unsigned';
    try {
      expect(
        await settlePendingRefunds(shop().db, methods(), later, 50, (_e, id) => failures.push(id)),
      ).toBe(0);
    } finally {
      wechatPay().signing = 'platform';
    }
    const row = await refundRow(request.refund_no);
    expect(failures).toEqual([row.id]);
    expect(row).toMatchObject({ status: 'processing', payout_failure: '' });
    paid.loseNotifies(true);
    await wechatPay().endRefund(request.refund_no, 'SUCCESS');
    paid.loseNotifies(false);
    expect(await settlePendingRefunds(shop().db, methods(), later + 60_000)).toBe(1);
    expect((await refundRow(request.refund_no)).status).toBe('refunded');
  });

  it('settles a refund once when its notify and the sweep come at the same instant', async () => {
    const { member, order, request } = await shippedAndAsked();
    expect((await run('aftersales', 'agree', request.refund_no)).ok).toBe(true);
    paid.loseNotifies(true);
    await wechatPay().endRefund(request.refund_no, 'SUCCESS');
    paid.loseNotifies(false);
    const before = await memberRow(member.id);
    const [notified, swept] = await Promise.all([
      deliver(wechatPay().refundNotify(request.refund_no)),
      settlePendingRefunds(shop().db, methods(), Date.now() + AFTER_A_FEW_MINUTES),
      settlePendingRefunds(shop().db, methods(), Date.now() + AFTER_A_FEW_MINUTES),
    ]);
    expect(notified.statusCode).toBe(200);
    expect(swept).toBeLessThanOrEqual(1);
    const row = await refundRow(request.refund_no);
    expect(row.status).toBe('refunded');
    expect(
      JSON.parse(row.history).filter((h: { status: string }) => h.status === 'refunded'),
    ).toHaveLength(1);
    const after = await orderRow(order.order_id);
    expect(after.refunded_amount).toBe(request.amount);
    expect((await memberRow(member.id)).points).toBe(before.points - after.points_earned);
    const takenBack = await shop()
      .db.selectFrom('point_record')
      .select('points')
      .where('reference', '=', order.order_no)
      .where('type', '=', 'refund')
      .execute();
    expect(takenBack).toEqual([{ points: -after.points_earned }]);
  });

  it('changes nothing for a refund notify forged, replayed, old or of another amount', async () => {
    const { order, request } = await shippedAndAsked();
    expect((await run('aftersales', 'agree', request.refund_no)).ok).toBe(true);
    paid.loseNotifies(true);
    await wechatPay().endRefund(request.refund_no, 'SUCCESS');
    paid.loseNotifies(false);
    const unchanged = async () => {
      expect(await refundRow(request.refund_no)).toMatchObject({ status: 'processing' });
      expect((await orderRow(order.order_id)).refunded_amount).toBe(0);
    };

    wechatPay().signing = 'forged';
    const forged = await deliver(wechatPay().refundNotify(request.refund_no));
    wechatPay().signing = 'platform';
    expect([forged.statusCode, forged.json()]).toEqual([
      400,
      { code: 'FAIL', message: 'bad signature' },
    ]);
    await unchanged();
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 360;
    const old = await deliver(
      wechatPay().refundNotify(request.refund_no, { timestamp: sixMinutesAgo }),
    );
    expect(old.statusCode).toBe(400);
    await unchanged();
    const atWechatPay = wechatPay().refunds.get(request.refund_no);
    if (!atWechatPay) throw new Error('WeChat Pay has no such refund');
    atWechatPay.refund -= 1;
    const smaller = await deliver(wechatPay().refundNotify(request.refund_no));
    atWechatPay.refund += 1;
    expect([smaller.statusCode, smaller.json()]).toEqual([
      400,
      { code: 'FAIL', message: 'amount mismatch' },
    ]);
    await unchanged();

    const good = wechatPay().refundNotify(request.refund_no);
    expect((await deliver(good)).statusCode).toBe(200);
    const done = await orderRow(order.order_id);
    expect(done.refunded_amount).toBe(request.amount);
    const replayed = await deliver(good);
    expect([replayed.statusCode, replayed.json()]).toEqual([
      400,
      { code: 'FAIL', message: 'nonce already used' },
    ]);
    expect(await orderRow(order.order_id)).toEqual(done);
  });
});
