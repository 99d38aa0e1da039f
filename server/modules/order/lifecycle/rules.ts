import type { Selectable } from 'kysely';
import {
  INVOICE_WINDOW_MS,
  RETURN_WINDOW_MS,
  type OrderActions,
  type OrderRefundState,
  type RefundStatus,
  type RefundType,
} from '../../../../contract/order';
import type { ShopOrderTable } from '../../../db/schema';

// The state machine of docs/order-states.md as data: what a shopper may do with an order in
// each state. The handlers check the same rules again inside their conditional updates.

export type OrderRow = Selectable<ShopOrderTable>;

/** Kinds of refund rows a shopper asked for; `cancel` and `late` are the shop's own. */
export const AFTER_SALES_TYPES: readonly RefundType[] = ['refund', 'return'];
/**
 * A request in one of these states still counts against the order: `processing` is money the
 * provider is still paying out, or could not (then the operator sends it another way).
 */
export const OPEN_REFUND_STATUSES: readonly RefundStatus[] = [
  'requested',
  'reviewing',
  'agreed',
  'returning',
  'processing',
];
/** States in which the order has been paid for and not cancelled. */
export const PAID_STATUSES = ['paid', 'shipped', 'completed'] as const;

export function isOpenRefund(status: string): boolean {
  return (OPEN_REFUND_STATUSES as readonly string[]).includes(status);
}

export function isPaidStatus(status: string): boolean {
  return (PAID_STATUSES as readonly string[]).includes(status);
}

/** What the order page needs to know besides the order row. */
export interface OrderFacts {
  /** Sum of the after-sales requests still open. */
  openRefundAmount: number;
  hasOpenRefund: boolean;
  /** Pieces no after-sales request that is open or refunded holds. */
  returnablePieces: number;
  hasInvoice: boolean;
}

export function returnDeadline(order: OrderRow): number | null {
  return order.received_at === null ? null : order.received_at + RETURN_WINDOW_MS;
}

export function invoiceDeadline(order: OrderRow): number | null {
  return order.received_at === null ? null : order.received_at + INVOICE_WINDOW_MS;
}

/** What was paid less what is refunded or asked for in an open request; 0 unless paid. */
export function refundableAmount(order: OrderRow, openRefundAmount: number): number {
  if (!isPaidStatus(order.status)) return 0;
  return Math.max(0, order.pay_amount - order.refunded_amount - openRefundAmount);
}

/**
 * An order's after-sales badge: its latest request's state, except that a refunded one reads
 * partly refunded while the money that arrived back (`refunded_amount`, which a refund still
 * processing has not reached) is less than what was paid.
 */
export function orderRefundState(
  order: Pick<OrderRow, 'pay_amount' | 'refunded_amount'>,
  latest: string | undefined,
): OrderRefundState | null {
  if (latest === undefined) return null;
  if (latest === 'refunded' && order.refunded_amount < order.pay_amount) return 'partly_refunded';
  return latest as RefundStatus;
}

/** Within the invoice window: before signing for, or up to 30 days after. */
export function invoiceWindowOpen(order: OrderRow, now: number): boolean {
  const deadline = invoiceDeadline(order);
  return deadline === null || now <= deadline;
}

export function orderActions(order: OrderRow, facts: OrderFacts, now: number): OrderActions {
  const { status } = order;
  const delivered = status === 'shipped' || status === 'completed';
  return {
    pay: status === 'unpaid' && now < order.pay_deadline,
    // After payment a cancellation is asked for once; a refused request is final.
    cancel: status === 'unpaid' || (status === 'paid' && order.cancel_status === null),
    confirm: status === 'shipped',
    track: delivered,
    // Several requests may be open at once, each for pieces the others do not hold.
    after_sale:
      delivered &&
      facts.returnablePieces > 0 &&
      refundableAmount(order, facts.openRefundAmount) > 0,
    invoice: isPaidStatus(status) && !facts.hasInvoice && invoiceWindowOpen(order, now),
  };
}
