import type { OrderPayment } from '../../../contract/payment';
import type { OrderStatus, PayMethod } from '../../../contract/order';
import type { Selectable } from 'kysely';
import { CODE_INVALID_INPUT, CODE_NOT_FOUND } from '../../../contract/call';
import type { Db } from '../../db/database';
import type { ShopOrderTable } from '../../db/schema';
import { BusinessError } from '../../errors';

// Payments read the order they are asked to pay themselves: the orders module stands above
// them (its cancellations and refunds ask payments), so payments never import it.

export type OrderRow = Selectable<ShopOrderTable>;

/** The member's order; another member's answers exactly like a missing one. */
export async function memberOrder(db: Db, memberId: number, orderId: number): Promise<OrderRow> {
  const order = await db
    .selectFrom('shop_order')
    .selectAll()
    .where('id', '=', orderId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!order) throw new BusinessError(CODE_NOT_FOUND, 'noSuchOrder');
  return order;
}

/** Refuses an order that cannot be paid now: paid already, cancelled, or past its deadline. */
export function requirePayable(order: OrderRow, now: number): void {
  if (order.status !== 'unpaid' && order.status !== 'cancelled') {
    throw new BusinessError(CODE_INVALID_INPUT, 'payOrderPaid');
  }
  if (order.status === 'cancelled' || order.pay_deadline <= now) {
    throw new BusinessError(CODE_INVALID_INPUT, 'payOrderCancelled');
  }
}

export function orderPayment(order: OrderRow): OrderPayment {
  return {
    order_id: order.id,
    order_no: order.order_no,
    status: order.status as OrderStatus,
    pay_amount: order.pay_amount,
    pay_deadline: order.pay_deadline,
    pay_method: order.pay_method as PayMethod | null,
    paid_at: order.paid_at,
  };
}
