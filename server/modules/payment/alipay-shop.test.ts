import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPreview } from '../../../contract/order';
import type { OrderPayment, PaymentOption } from '../../../contract/payment';
import { runOperatorCommand } from '../../operator/commands';
import { SandboxCarrier } from '../../providers/carrier';
import { databases } from '../../test/harness';
import { createMember } from '../../test/members';
import { checkoutFixtures } from '../order/checkout/checkout-fixtures';
import { QUERY_GAP_MS } from './ask-provider';
import { providerShop } from './provider-shop-fixtures';

// A public shop paid through Alipay beside WeChat Pay, end to end: orders placed through the
// checkout, paid at a local Alipay's cashier, its notify forms signed (RSA2) as Alipay sends
// them, and each payment's later steps sent to the provider of its own method; with Alipay's
// public key, and in certificate mode.

const modes = ['public-key', 'certificates'] as const;
const setups = databases.flatMap((kind) => modes.map((mode) => [kind, mode] as const));

describe.each(setups)(
  'a shop paid through Alipay and WeChat Pay, on %s, Alipay with %s',
  (kind, mode) => {
    const paid = providerShop(kind, { alipayMode: mode });
    const { shop, alipay, wechatPay, orderOne, startPaying, deliverAlipay, methods } = paid;
    const { orderRow, post } = paid.payment;
    const checkout = checkoutFixtures(shop);
    beforeAll(() => paid.start());
    afterAll(() => paid.stop());

    /** An order paid at Alipay's cashier, its notify not sent yet. */
    async function paidAtAlipay(scene: 'qr' | 'h5' = 'qr') {
      const { member, order } = await orderOne(3_572_00, undefined, 'alipay');
      const start = await startPaying(member, order.order_id, scene, { method: 'alipay' });
      const trade = alipay().openCashier(start.redirect_url);
      alipay().pay(start.payment_no);
      return { member, order, start, trade };
    }

    it('offers both ways to pay, in the shop’s order', async () => {
      const member = await createMember(shop().db);
      const { sku } = await checkout.goods({ price: 500_00 });
      const preview = await checkout.preview(member, {
        sku_list: JSON.stringify([{ sku_id: sku, quantity: 1 }]),
      });
      expect((preview.data as OrderPreview).pay_methods).toEqual(['wechat', 'alipay']);
      const { order } = await orderOne(500_00, member, 'alipay');
      const payments = await post<OrderPayment & { list: PaymentOption[] }>(
        member,
        'api/payment/get-payments',
        { order_id: String(order.order_id) },
      );
      expect(payments.data.list.map((option) => option.method)).toEqual([
        'wechat',
        'alipay',
        'balance',
      ]);
    });

    it('pays on a desktop at Alipay’s page cashier, and on a phone at its wap cashier', async () => {
      for (const [scene, cashier] of [
        ['qr', 'alipay.trade.page.pay'],
        ['h5', 'alipay.trade.wap.pay'],
      ] as const) {
        const { order, start, trade } = await paidAtAlipay(scene);
        expect(start.kind).toBe('redirect');
        expect(trade).toMatchObject({
          method: cashier,
          total: order.pay_amount,
          notifyUrl: `${shop().config.publicUrl}/api/payment/notify/alipay`,
          returnUrl: `${shop().config.publicUrl}/mobile/payResult/success?order_id=${order.order_id}&payment_no=${start.payment_no}`,
        });
        const reply = await deliverAlipay(alipay().notifyBody(start.payment_no));
        expect([reply.statusCode, reply.body]).toEqual([200, 'success']);
        expect(await orderRow(order.order_id)).toMatchObject({
          status: 'paid',
          pay_method: 'alipay',
        });
      }
    });

    it('refuses a forged notify, a wrong amount and a played-back one, and takes Alipay’s retry', async () => {
      const { order, start } = await paidAtAlipay();
      // Each sending at a second of its own, as Alipay's retries are.
      const at = (seconds: number) => Date.now() + seconds * 1000;
      const forged = await deliverAlipay(
        alipay().notifyBody(start.payment_no, { forged: true, at: at(-4) }),
      );
      expect([forged.statusCode, forged.body]).toEqual([400, 'fail']);
      const short = alipay().notifyBody(start.payment_no, { totalAmount: '3571.99', at: at(-3) });
      expect((await deliverAlipay(short)).body).toBe('fail');
      const old = alipay().notifyBody(start.payment_no, { at: Date.now() - 6 * 60_000 });
      expect((await deliverAlipay(old)).body).toBe('fail');
      expect((await orderRow(order.order_id)).status).toBe('unpaid');
      const sending = alipay().notifyBody(start.payment_no, { at: at(-1) });
      expect((await deliverAlipay(sending)).body).toBe('success');
      const after = await orderRow(order.order_id);
      expect(after.status).toBe('paid');
      expect((await deliverAlipay(sending)).statusCode).toBe(400);
      // Alipay's own next sending (same notify_id, a later time) changes nothing.
      const retry = alipay().notifyBody(start.payment_no, { at: at(2) });
      expect((await deliverAlipay(retry)).body).toBe('success');
      expect(await orderRow(order.order_id)).toEqual(after);
    });

    it.runIf(mode === 'certificates')(
      "sends the certificates' SNs Alipay expects, and believes its certificate's key",
      async () => {
        const { order, start } = await paidAtAlipay();
        const page = new URL(start.redirect_url);
        expect(page.searchParams.get('app_cert_sn')).toBe(alipay().certificates?.appCertSn);
        expect(page.searchParams.get('alipay_root_cert_sn')).toBe(
          alipay().certificates?.rootCertSn,
        );
        const forged = alipay().notifyBody(start.payment_no, { forged: true });
        expect((await deliverAlipay(forged)).body).toBe('fail');
        expect((await deliverAlipay(alipay().notifyBody(start.payment_no))).body).toBe('success');
        expect((await orderRow(order.order_id)).status).toBe('paid');
      },
    );

    it('applies no notify about a trade paid to another seller, however well signed', async () => {
      const { order, start } = await paidAtAlipay();
      const other = alipay().notifyBody(start.payment_no, { sellerId: '2088102146225135' });
      const refused = await deliverAlipay(other);
      expect([refused.statusCode, refused.body]).toEqual([400, 'fail']);
      expect((await orderRow(order.order_id)).status).toBe('unpaid');
      expect((await deliverAlipay(alipay().notifyBody(start.payment_no))).body).toBe('success');
      expect((await orderRow(order.order_id)).status).toBe('paid');
    });

    it('asks Alipay about a payment whose notify is late', async () => {
      const { member, order, start } = await paidAtAlipay('h5');
      await shop()
        .db.updateTable('payment')
        .set({ updated_at: Date.now() - QUERY_GAP_MS - 1 })
        .where('payment_no', '=', start.payment_no)
        .execute();
      const asked = await post<{ paid: boolean }>(member, 'api/order/is-pay', {
        order_id: String(order.order_id),
        payment_no: start.payment_no,
      });
      expect(asked.data.paid).toBe(true);
      expect(alipay().received.filter((call) => call.method === 'alipay.trade.query')).not.toEqual(
        [],
      );
    });

    it('asks Alipay at once when the shopper comes back with a return Alipay signed', async () => {
      const { member, order, start } = await paidAtAlipay();
      const queries = () =>
        alipay().received.filter(
          (call) =>
            call.method === 'alipay.trade.query' && call.biz_content?.includes(start.payment_no),
        ).length;
      const isPay = (returnQuery: string) =>
        post<{ paid: boolean }>(member, 'api/order/is-pay', {
          order_id: String(order.order_id),
          payment_no: start.payment_no,
          return_query: returnQuery,
        });
      const signed = new URLSearchParams(alipay().returnQuery(start.payment_no));
      const altered = new URLSearchParams(signed);
      altered.set('total_amount', '0.01');
      expect((await isPay(altered.toString())).data.paid).toBe(false);
      expect(queries()).toBe(0);
      expect((await isPay(`?${signed.toString()}`)).data.paid).toBe(true);
      expect(queries()).toBe(1);
    });

    it('refunds an Alipay payment at Alipay and a WeChat Pay one at WeChat Pay, once each', async () => {
      const agree = (orderNo: string) =>
        runOperatorCommand(
          { db: shop().db, payment: methods(), carrier: new SandboxCarrier(), now: Date.now() },
          ['order', 'cancel-agree', orderNo],
        );
      const byAlipay = await paidAtAlipay();
      expect((await deliverAlipay(alipay().notifyBody(byAlipay.start.payment_no))).body).toBe(
        'success',
      );
      const byWechat = await orderOne();
      const wechatStart = await startPaying(byWechat.member, byWechat.order.order_id);
      wechatPay().pay(wechatStart.payment_no);
      expect((await paid.deliver(wechatPay().notify(wechatStart.payment_no))).statusCode).toBe(200);
      for (const { member, order } of [byAlipay, byWechat]) {
        const cancel = { order_id: String(order.order_id), reason: '不想要了' };
        expect((await post(member, 'api/order/cancel', cancel)).code).toBe(0);
        expect((await agree(order.order_no)).ok).toBe(true);
        expect((await agree(order.order_no)).ok).toBe(false);
        expect((await orderRow(order.order_id)).status).toBe('cancelled');
      }
      // Alipay moved the money at once; WeChat Pay pays it out and says so in its notify.
      expect((await orderRow(byAlipay.order.order_id)).refunded_amount).toBe(
        byAlipay.order.pay_amount,
      );
      expect((await orderRow(byWechat.order.order_id)).refunded_amount).toBe(0);
      const alipayRefunds = [...alipay().refunds.values()];
      expect(alipayRefunds.filter((r) => r.outTradeNo === byAlipay.start.payment_no)).toHaveLength(
        1,
      );
      const wechatRefunds = [...wechatPay().refunds.values()].filter(
        (r) => r.outTradeNo === wechatStart.payment_no,
      );
      expect(wechatRefunds).toHaveLength(1);
      expect(byAlipay.trade.refunded).toBe(byAlipay.order.pay_amount);
      await wechatPay().endRefund(wechatRefunds[0]?.outRefundNo ?? '', 'SUCCESS');
      expect((await orderRow(byWechat.order.order_id)).refunded_amount).toBe(
        byWechat.order.pay_amount,
      );
    });
  },
);
