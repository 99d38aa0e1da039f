import { CODE_INVALID_INPUT, type CallParsed } from '../../../../contract/call';
import {
  PAY_WINDOW_MS,
  type PayMethod,
  type ProviderMethod,
  type PlacedOrder,
  type orderSubmit,
} from '../../../../contract/order';
import type { Db } from '../../../db/database';
import { BusinessError } from '../../../errors';
import type { Lang } from '../../../lib/lang';
import type { ShopMetrics } from '../../../lib/metrics';
import { isListedRegion } from '../../member';
import { isUniqueViolation, lockMember } from '../../member';
import { newOrderNo } from './order-no';
import { buildCheckout, type Checkout } from './preview';
import { CODE_PRICES_CHANGED, reserveStock, spendCoupon, spendPoints } from './reservations';

export type SubmitRequest = CallParsed<typeof orderSubmit>;

/** Attempts at placing one order: a second one only follows a repeated order number. */
const ATTEMPTS = 3;

async function findOrder(db: Db, memberId: number, key: string): Promise<PlacedOrder | null> {
  const row = await db
    .selectFrom('shop_order')
    .select(['id', 'order_no', 'pay_amount', 'pay_method', 'pay_deadline'])
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  return {
    order_id: row.id,
    order_no: row.order_no,
    pay_amount: row.pay_amount,
    pay_method: row.pay_method as PayMethod,
    pay_deadline: row.pay_deadline,
  };
}

async function insertOrder(
  db: Db,
  memberId: number,
  lang: Lang,
  input: SubmitRequest,
  checkout: Checkout,
  now: number,
): Promise<PlacedOrder> {
  const { preview } = checkout;
  const address = preview.address;
  if (!address) throw new BusinessError(CODE_INVALID_INPUT, 'addressRequired');
  // An area merged away since the address was saved: the parcel needs the current one.
  if (!isListedRegion(address)) throw new BusinessError(CODE_INVALID_INPUT, 'addressOutdated');
  const amounts = preview.amounts;
  const orderNo = newOrderNo(now);
  const payDeadline = now + PAY_WINDOW_MS;
  const order = await db
    .insertInto('shop_order')
    .values({
      order_no: orderNo,
      member_id: memberId,
      idempotency_key: input.idempotency_key,
      status: 'unpaid',
      cancel_status: null,
      receiver_name: address.name,
      receiver_mobile: address.mobile,
      province_code: address.province_code,
      city_code: address.city_code,
      area_code: address.area_code,
      address: address.address,
      ...amounts,
      coupon_id: preview.use_coupon_id || null,
      points_used: preview.points.used,
      pay_method: input.pay_method,
      lang,
      remark: input.remark,
      created_at: now,
      pay_deadline: payDeadline,
      paid_at: null,
      shipped_at: null,
      received_at: null,
      cancelled_at: null,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_line')
    .values(
      checkout.lines.map((line, index) => ({
        order_id: order.id,
        sku_id: line.sku_id,
        goods_id: line.goods_id,
        cart_line_id: line.cart_id,
        promotion_id: line.activity_id,
        price: line.price,
        original_price: line.original_price,
        quantity: line.quantity,
        custom_letters: line.custom_letters,
        custom_position: line.custom_position,
        letter_color: line.letter_color,
        number_color: line.number_color,
        pendants: JSON.stringify(line.pendants),
        inner_area: line.inner_area,
        coupon_fen: checkout.pricing.line_coupons[index] ?? 0,
      })),
    )
    .execute();
  if (preview.use_coupon_id) await spendCoupon(db, memberId, preview.use_coupon_id, order.id, now);
  if (preview.points.used) await spendPoints(db, memberId, preview.points.used, orderNo, now);
  return {
    order_id: order.id,
    order_no: orderNo,
    pay_amount: amounts.pay_amount,
    pay_method: input.pay_method,
    pay_deadline: payDeadline,
  };
}

/**
 * One attempt, in one transaction holding the member's row lock; `fresh` is false for the order
 * an earlier submission with the same key placed.
 */
async function placeOrder(
  db: Db,
  memberId: number,
  lang: Lang,
  input: SubmitRequest,
  payMethods: readonly ProviderMethod[],
): Promise<{ order: PlacedOrder; fresh: boolean }> {
  await lockMember(db, memberId);
  const existing = await findOrder(db, memberId, input.idempotency_key);
  if (existing) return { order: existing, fresh: false };
  const now = Date.now();
  const checkout = await buildCheckout(db, memberId, lang, input, {
    now,
    payMethods,
    addressRefusal: { code: CODE_INVALID_INPUT, key: 'addressRequired' },
  });
  if (checkout.couponRefusal) {
    const { key, params } = checkout.couponRefusal;
    throw new BusinessError(CODE_INVALID_INPUT, key, params);
  }
  const amount = checkout.preview.amounts.pay_amount;
  if (input.expected_amount !== undefined && input.expected_amount !== amount) {
    // The fresh preview rides along, so the page can show what changed without asking again.
    throw new BusinessError(CODE_PRICES_CHANGED, 'pricesChanged', {}, checkout.preview);
  }
  const placed = await insertOrder(db, memberId, lang, input, checkout, now);
  const cartIds = checkout.lines.flatMap((line) => (line.cart_id === null ? [] : [line.cart_id]));
  if (cartIds.length) {
    await db
      .deleteFrom('cart_line')
      .where('member_id', '=', memberId)
      .where('id', 'in', cartIds)
      .execute();
  }
  // Last, so that the SKU rows every shopper of a piece in demand waits on are held only from
  // here to the commit; a refusal rolls back what came before.
  await reserveStock(db, checkout.lines);
  return { order: placed, fresh: true };
}

/**
 * Places an order (docs/order-states.md "Submit"): stock, coupon, points, the order and its
 * lines and the cart, all in one transaction. The same member and idempotency key always
 * answer with the one order they made.
 */
export async function submitOrder(
  db: Db,
  memberId: number,
  lang: Lang,
  input: SubmitRequest,
  payMethods: readonly ProviderMethod[],
  metrics: ShopMetrics,
): Promise<PlacedOrder> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { order, fresh } = await db
        .transaction()
        .execute((trx) => placeOrder(trx, memberId, lang, input, payMethods));
      if (fresh) metrics.ordersPlaced.inc();
      return order;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = await findOrder(db, memberId, input.idempotency_key);
      if (existing) return existing;
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}
