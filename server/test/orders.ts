import { randomInt } from 'node:crypto';
import {
  PAY_WINDOW_MS,
  type CancelStatus,
  type OrderStatus,
  type PayMethod,
} from '../../contract/order';
import type { Db } from '../db/database';
import { grantPaidPoints, reserveForOrder } from './order-reserve';
import { pointsSettings } from '../modules/order/checkout/settings';

// Orders placed straight in the database, in any state, for server suites: the rows look as if
// the shopper had submitted, paid, and the merchant had shipped them. Placing an order takes
// what a submission takes (stock, the coupon, the points), so that giving it back can be seen.

export interface TestOrderLine {
  skuId: number;
  quantity?: number;
  /** Unit prices in fen; default the SKU's. */
  price?: number;
  originalPrice?: number;
}

export interface PlaceOrderOptions {
  status?: OrderStatus;
  lines: TestOrderLine[];
  payMethod?: PayMethod;
  couponId?: number | null;
  /** Default: the coupon's value. */
  couponAmount?: number;
  pointsUsed?: number;
  /** Points the payment granted: added to the member's points with an 'order' record. */
  pointsEarned?: number;
  createdAt?: number;
  /** Default: createdAt + 2 hours. */
  payDeadline?: number;
  paidAt?: number;
  shippedAt?: number;
  receivedAt?: number;
  cancelledAt?: number;
  cancelStatus?: CancelStatus | null;
  cancelReason?: string;
  carrier?: string;
  trackingNo?: string;
  /** Unpaid orders only: a pending attempt to pay through the provider. */
  pendingPayment?: boolean;
  lang?: 'cn' | 'en';
}

export interface TestOrder {
  id: number;
  order_no: string;
  pay_amount: number;
  /** The paid (or, with pendingPayment, pending) attempt's number; null when there is none. */
  payment_no: string | null;
}

const HOUR = 60 * 60 * 1000;
let serial = 0;

function number(prefix: string, now: number): string {
  serial += 1;
  const digits = `${now}${String(serial).padStart(4, '0')}${randomInt(0, 1000)}`;
  return `${prefix}${digits}`.slice(0, 32);
}

/** An order of `member` in the given state, with its lines and (once paid) its payment. */
export async function placeOrder(
  db: Db,
  member: { id: number; mobile: string },
  options: PlaceOrderOptions,
): Promise<TestOrder> {
  const status = options.status ?? 'unpaid';
  const createdAt = options.createdAt ?? Date.now();
  const paid = status === 'paid' || status === 'shipped' || status === 'completed';
  const paidAt = paid ? (options.paidAt ?? createdAt + 60_000) : null;
  const shippedAt =
    status === 'shipped' || status === 'completed'
      ? (options.shippedAt ?? (paidAt ?? createdAt) + HOUR)
      : null;
  const receivedAt =
    status === 'completed' ? (options.receivedAt ?? (shippedAt ?? 0) + 24 * HOUR) : null;
  const skus = await db
    .selectFrom('sku')
    .select(['id', 'goods_id', 'price', 'original_price'])
    .where(
      'id',
      'in',
      options.lines.map((l) => l.skuId),
    )
    .execute();
  const lines = options.lines.map((line) => {
    const sku = skus.find((s) => s.id === line.skuId);
    if (!sku) throw new Error(`no SKU ${line.skuId}`);
    const price = line.price ?? sku.price;
    return {
      sku,
      quantity: line.quantity ?? 1,
      price,
      original: line.originalPrice ?? Math.max(price, sku.original_price),
    };
  });
  const goodsAmount = lines.reduce((sum, l) => sum + l.original * l.quantity, 0);
  const productDiscount = lines.reduce((sum, l) => sum + (l.original - l.price) * l.quantity, 0);
  const coupon = options.couponId
    ? await db
        .selectFrom('coupon')
        .select('value_fen')
        .where('id', '=', options.couponId)
        .executeTakeFirst()
    : undefined;
  const couponAmount = options.couponAmount ?? coupon?.value_fen ?? 0;
  const pointsUsed = options.pointsUsed ?? 0;
  // Points are worth what the shop's rule says, as at checkout.
  const pointsAmount = pointsUsed * (await pointsSettings(db)).fen_per_point;
  const payAmount = Math.max(1, goodsAmount - productDiscount - couponAmount - pointsAmount);
  const payMethod = options.payMethod ?? 'wechat';
  const orderNo = number('', createdAt).slice(0, 20);
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('shop_order')
      .values({
        order_no: orderNo,
        member_id: member.id,
        idempotency_key: `test-${orderNo}`,
        status,
        cancel_status: options.cancelStatus ?? null,
        cancel_reason: options.cancelReason ?? '',
        receiver_name: '李雅',
        receiver_mobile: member.mobile,
        province_code: '310000',
        city_code: '310100',
        area_code: '310106',
        address: '南京西路 1266 号',
        goods_amount: goodsAmount,
        product_discount: productDiscount,
        member_discount: 0,
        coupon_id: options.couponId ?? null,
        coupon_amount: couponAmount,
        points_used: pointsUsed,
        points_amount: pointsAmount,
        freight: 0,
        pay_amount: payAmount,
        points_earned: paid ? (options.pointsEarned ?? 0) : 0,
        pay_method: paid || options.pendingPayment ? payMethod : null,
        lang: options.lang ?? 'cn',
        carrier: shippedAt === null ? '' : (options.carrier ?? 'SF'),
        tracking_no:
          shippedAt === null ? '' : (options.trackingNo ?? `SF${createdAt}`.slice(0, 20)),
        created_at: createdAt,
        pay_deadline: options.payDeadline ?? createdAt + PAY_WINDOW_MS,
        paid_at: paidAt,
        shipped_at: shippedAt,
        received_at: receivedAt,
        cancelled_at: status === 'cancelled' ? (options.cancelledAt ?? createdAt + HOUR) : null,
        updated_at: createdAt,
      })
      .returning(['id', 'order_no', 'pay_amount'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_line')
      .values(
        lines.map((line) => ({
          order_id: order.id,
          sku_id: line.sku.id,
          goods_id: line.sku.goods_id,
          cart_line_id: null,
          promotion_id: null,
          price: line.price,
          original_price: line.original,
          quantity: line.quantity,
        })),
      )
      .execute();
    if (status !== 'cancelled')
      await reserveForOrder(trx, member.id, options, order.id, orderNo, createdAt);
    if (paid)
      await grantPaidPoints(
        trx,
        member.id,
        options.pointsEarned ?? 0,
        orderNo,
        paidAt ?? createdAt,
      );
    let paymentNo: string | null = null;
    if (paid || (status === 'unpaid' && options.pendingPayment)) {
      paymentNo = number('P', createdAt);
      await trx
        .insertInto('payment')
        .values({
          payment_no: paymentNo,
          order_id: order.id,
          method: payMethod,
          amount: payAmount,
          status: paid ? 'paid' : 'pending',
          provider_txn: paid ? `txn-${paymentNo}` : '',
          created_at: createdAt,
          updated_at: paidAt ?? createdAt,
          paid_at: paidAt,
        })
        .execute();
    }
    return { ...order, payment_no: paymentNo };
  });
}

const cursors = new WeakMap<Db, number>();

/**
 * A SKU of goods on sale that no earlier call on this database returned, with its stock set:
 * each test takes goods of its own.
 */
export async function freshOrderSku(db: Db, stock = 10): Promise<number> {
  const next = cursors.get(db) ?? 0;
  cursors.set(db, next + 1);
  const goods = await db
    .selectFrom('goods')
    .select('id')
    .where('on_sale', '=', 1)
    .orderBy('id', 'desc')
    .offset(next)
    .limit(1)
    .executeTakeFirst();
  if (!goods) throw new Error('the demo catalogue ran out of goods');
  const sku = await db
    .selectFrom('sku')
    .select('id')
    .where('goods_id', '=', goods.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('sku').set({ stock }).where('id', '=', sku.id).execute();
  return sku.id;
}

export async function stockOf(db: Db, skuId: number): Promise<number> {
  const row = await db
    .selectFrom('sku')
    .select('stock')
    .where('id', '=', skuId)
    .executeTakeFirstOrThrow();
  return row.stock;
}
