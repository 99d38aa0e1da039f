import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contract/call';
import type { OrderDetail, PlacedOrder, RefundDetail } from '../../contract/order';
import type { PayInstruction } from '../../contract/payment';
import { cancelOverdueOrders } from '../modules/order/lifecycle/sweep';
import { createProviders } from '../providers';
import { createTestShop, databases, type TestShop } from '../test/harness';
import { createMember, type TestMember } from '../test/members';
import { freshOrderSku, stockOf } from '../test/orders';
import { allPieces } from '../modules/order/lifecycle/lifecycle-fixtures';
import { runOperatorCommand } from './commands';

// The whole life of orders across the shop's parts, over real HTTP so that the sandbox cashier
// can deliver its notify: submission, payment, the merchant's commands, the shopper's requests.

/** A port nothing listens on now, for a shop whose public URL must be known before it listens. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe.each(databases)('orders from submission to refund on %s', (kind) => {
  let shop: TestShop;
  let base = '';
  beforeAll(async () => {
    const port = await freePort();
    shop = await createTestShop(kind, { PUBLIC_URL: `http://127.0.0.1:${port}` });
    base = await shop.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => shop?.close());

  async function call<T>(member: TestMember, r: string, form?: Record<string, string>) {
    const url = `${base}/api?_mall_id=2&r=${r}`;
    const headers = { language: 'en', 'x-access-token': member.token };
    const response = form
      ? await fetch(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
        })
      : await fetch(url, { headers });
    return (await response.json()) as Envelope<T>;
  }
  const operator = async (...args: string[]) => {
    const providers = createProviders(shop.config, shop.db);
    const services = { db: shop.db, payment: providers.payment, carrier: providers.carrier };
    const result = await runOperatorCommand({ ...services, now: Date.now() }, args);
    expect(result.ok, result.text).toBe(true);
    return result.text;
  };
  const detail = async (member: TestMember, id: number) =>
    (await call<OrderDetail>(member, `api/order/detail&order_id=${id}`)).data;

  async function submit(member: TestMember, skuId: number, payMethod: string) {
    const address = await call<{ id: number }>(member, 'api/user/address-save', {
      name: '李雅',
      mobile: member.mobile,
      province_code: '310000',
      city_code: '310100',
      area_code: '310106',
      address: '南京西路 1266 号',
    });
    const placed = await call<PlacedOrder>(member, 'api/order/submit', {
      sku_list: JSON.stringify([{ sku_id: skuId, quantity: 1 }]),
      address_id: String(address.data.id),
      pay_method: payMethod,
      cross_border: '1',
      idempotency_key: `flow-${member.id}-${payMethod}-${skuId}`,
    });
    expect(placed.code, placed.msg).toBe(0);
    return placed.data;
  }

  it('pays from the balance, ships, signs for, returns and refunds to the balance', async () => {
    const member = await createMember(shop.db);
    const sku = await freshOrderSku(shop.db, 5);
    const placed = await submit(member, sku, 'balance');
    await operator('balance', 'add', member.mobile, '1000000');
    const before = Number(
      (
        await shop.db
          .selectFrom('member')
          .select('balance')
          .where('id', '=', member.id)
          .executeTakeFirstOrThrow()
      ).balance,
    );
    expect(
      (await call(member, 'api/payment/pay-buy-balance', { order_id: String(placed.order_id) }))
        .code,
    ).toBe(0);

    await operator('order', 'ship', placed.order_no, 'SF', 'SF2026112100001');
    expect((await detail(member, placed.order_id)).shipment?.carrier_name).toBe('SF Express');
    expect((await call(member, `api/order/confirm&order_id=${placed.order_id}`)).code).toBe(0);
    const request = await call<RefundDetail>(member, 'api/order/refund-submit', {
      order_id: String(placed.order_id),
      type: 'return',
      reason: 'The colour is not as pictured',
      items: await allPieces(shop.db, placed.order_id),
    });
    expect(request.code, request.msg).toBe(0);
    await operator('aftersales', 'agree', request.data.refund_no);
    const sent = await call<RefundDetail>(member, 'api/order/refund-send', {
      refund_id: String(request.data.id),
      express_company: 'SF Express',
      express_no: 'SF2026112200002',
    });
    expect(sent.data.status).toBe('returning');
    await operator('aftersales', 'receive', request.data.refund_no);

    const after = await detail(member, placed.order_id);
    expect(after).toMatchObject({
      refunded_amount: placed.pay_amount,
      refundable_amount: 0,
      refund_status: 'refunded',
    });
    const balance = Number(
      (
        await shop.db
          .selectFrom('member')
          .select('balance')
          .where('id', '=', member.id)
          .executeTakeFirstOrThrow()
      ).balance,
    );
    expect(balance).toBe(before);
  });

  it('refunds an agreed cancellation through the sandbox cashier that took the money', async () => {
    const member = await createMember(shop.db);
    const sku = await freshOrderSku(shop.db, 5);
    const placed = await submit(member, sku, 'wechat');
    expect(await stockOf(shop.db, sku)).toBe(4);
    const pay = await call<PayInstruction>(member, 'api/payment/pay-data', {
      order_id: String(placed.order_id),
      pay_method: 'wechat',
    });
    expect(pay.code, pay.msg).toBe(0);
    await fetch(`${base}/sandbox/pay/${pay.data.payment_no}/approve`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect((await detail(member, placed.order_id)).status).toBe('paid');

    const cancel = await call<OrderDetail>(member, 'api/order/cancel', {
      order_id: String(placed.order_id),
    });
    expect(cancel.data.cancel_status).toBe('processing');
    await operator('order', 'cancel-agree', placed.order_no);
    expect(await detail(member, placed.order_id)).toMatchObject({
      status: 'cancelled',
      refunded_amount: placed.pay_amount,
      money_back: [{ kind: 'cancel', amount: placed.pay_amount, state: 'refunded', to: 'wechat' }],
    });
    expect(await stockOf(shop.db, sku)).toBe(5);
    const cashier = await shop.db
      .selectFrom('sandbox_payment')
      .select('refunded_amount')
      .where('payment_no', '=', pay.data.payment_no)
      .executeTakeFirstOrThrow();
    expect(Number(cashier.refunded_amount)).toBe(placed.pay_amount);
  });

  it('lets the sweep cancel an expired order and close its cashier', async () => {
    const member = await createMember(shop.db);
    const sku = await freshOrderSku(shop.db, 5);
    const placed = await submit(member, sku, 'alipay');
    const pay = await call<PayInstruction>(member, 'api/payment/pay-data', {
      order_id: String(placed.order_id),
      pay_method: 'alipay',
      scene: 'h5',
    });
    expect(pay.code, pay.msg).toBe(0);
    await operator('order', 'expire', placed.order_no);
    const provider = createProviders(shop.config, shop.db).payment;
    expect(await cancelOverdueOrders(shop.db, provider, Date.now(), 50)).toBe(1);
    expect(await detail(member, placed.order_id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Not paid within 2 hours: cancelled automatically',
    });
    expect(await stockOf(shop.db, sku)).toBe(5);
    const approve = await fetch(`${base}/sandbox/pay/${pay.data.payment_no}/approve`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(approve.status).toBe(409);
  });
});
