import type { OrderPayment } from '../../../contract/payment';
import type { OrderStatus, PayMethod } from '../../../contract/order';
import { CODE_INVALID_INPUT } from '../../../contract/call';
import { BusinessError } from '../../errors';
import type { OrderRow } from '../order/lifecycle/rules';

export type { OrderRow };

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
