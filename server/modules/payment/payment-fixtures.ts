import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PAY_WINDOW_MS } from '../../../contract/order';
import { buildApp } from '../../app';
import { createProviders } from '../../providers';
import {
  SIGNATURE_HEADER,
  SandboxPayment,
  type NotifyTransport,
  type SandboxNotifyBody,
} from '../../providers/payment-sandbox';
import type { Envelope, TestShop } from '../../test/harness';
import { callAs, type TestMember } from '../../test/members';
import { PaymentMethods } from '../../providers/payment-methods';

export type Lang = 'cn' | 'en';

export interface NotifyDelivery {
  body: string;
  headers: Record<string, string>;
}

let serial = 0;

/** Orders straight in the database, paying them, and the provider's notify callbacks. */
export function paymentFixtures(shop: () => TestShop) {
  /** An order of the member with one line, unpaid unless told, its deadline 2 h from now. */
  async function placeOrder(
    member: TestMember,
    options: { payAmount?: number; status?: string; payDeadline?: number; lang?: Lang } = {},
  ): Promise<{ id: number; order_no: string; pay_amount: number }> {
    const { db } = shop();
    const now = Date.now();
    // Taken before the first await: calls made at once each keep a number of their own.
    const mine = (serial += 1);
    const payAmount = options.payAmount ?? 1234_56;
    const sku = await db
      .selectFrom('sku')
      .select(['id', 'goods_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const order = await db
      .insertInto('shop_order')
      .values({
        order_no: `T${now}${String(mine).padStart(4, '0')}${randomInt(1000)}`,
        member_id: member.id,
        idempotency_key: `pay-fixture-${mine}-${randomInt(1_000_000)}`,
        status: options.status ?? 'unpaid',
        receiver_name: '李雅',
        receiver_mobile: member.mobile,
        province_code: '310000',
        city_code: '310100',
        area_code: '310106',
        address: '南京西路 1266 号',
        goods_amount: payAmount,
        product_discount: 0,
        member_discount: 0,
        coupon_id: null,
        coupon_amount: 0,
        points_used: 0,
        points_amount: 0,
        freight: 0,
        pay_amount: payAmount,
        pay_method: null,
        lang: options.lang ?? 'cn',
        created_at: now,
        pay_deadline: options.payDeadline ?? now + PAY_WINDOW_MS,
        cancelled_at: options.status === 'cancelled' ? now : null,
        updated_at: now,
      })
      .returning(['id', 'order_no', 'pay_amount'])
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_line')
      .values({
        order_id: order.id,
        sku_id: sku.id,
        goods_id: sku.goods_id,
        price: payAmount,
        original_price: payAmount,
        quantity: 1,
      })
      .execute();
    return order;
  }

  function post<T>(
    member: TestMember,
    r: string,
    form: Record<string, string>,
    lang: Lang = 'cn',
  ): Promise<Envelope<T>> {
    return callAs<T>(shop().app, member.token, r, { form, lang });
  }

  /** One delivery of a notify as the sandbox provider signs it, at `signedAt` (default now). */
  function signedNotify(
    content: SandboxNotifyBody,
    options: { signedAt?: number; nonce?: string } = {},
  ): NotifyDelivery {
    const body = JSON.stringify(content);
    const sandbox = new SandboxPayment(shop().db, shop().config.paySecret);
    return {
      body,
      headers: sandbox.signDelivery(body, options.signedAt ?? Date.now(), options.nonce),
    };
  }

  /** Posts a delivery to the notify route, as it is. */
  function deliver(
    delivery: NotifyDelivery,
    options: { app?: FastifyInstance; provider?: string } = {},
  ) {
    return (options.app ?? shop().app).inject({
      method: 'POST',
      url: `/api/payment/notify/${options.provider ?? 'sandbox'}`,
      headers: delivery.headers,
      payload: delivery.body,
    });
  }

  /** A new delivery of a notify, signed now; `signature` replaces the right one. */
  function notify(
    content: SandboxNotifyBody,
    options: { signature?: string; app?: FastifyInstance; provider?: string } = {},
  ) {
    const delivery = signedNotify(content);
    if (options.signature !== undefined) delivery.headers[SIGNATURE_HEADER] = options.signature;
    return deliver(delivery, options);
  }

  async function orderRow(orderId: number) {
    return shop()
      .db.selectFrom('shop_order')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
  }

  async function memberRow(memberId: number) {
    return shop()
      .db.selectFrom('member')
      .select(['points', 'lifetime_points', 'balance'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
  }

  return { placeOrder, post, signedNotify, deliver, notify, orderRow, memberRow };
}

/**
 * An app over the suite's database whose sandbox cashier delivers its notify callbacks to the
 * app itself through inject (the suites listen on no port).
 */
export async function appDeliveringNotifies(shop: TestShop) {
  const built: { app?: FastifyInstance } = {};
  const transport: NotifyTransport = async (url, body, headers) => {
    const { app } = built;
    if (!app) throw new Error('the app is not built yet');
    const { pathname } = new URL(url);
    const response = await app.inject({ method: 'POST', url: pathname, headers, payload: body });
    return { status: response.statusCode, body: response.body };
  };
  const payment = new SandboxPayment(shop.db, shop.config.paySecret, transport);
  const providers = {
    ...createProviders(shop.config, shop.db),
    payment: PaymentMethods.allThrough(payment, shop.config.publicUrl),
  };
  const app = await buildApp({ config: shop.config, db: shop.db, logger: false, providers });
  built.app = app;
  await app.ready();
  return { app, payment };
}
