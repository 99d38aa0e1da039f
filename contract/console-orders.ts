// The console's orders area (/admin/api/orders…): what its calls take and answer. Money in fen.

import type { Picture } from './catalogue';
import type { CancelStatus, InvoiceStatus, OrderStatus, PayMethod } from './order';

/** The list's state filter: an order status, or `cancelling` (paid, a cancellation to decide). */
export const ORDER_LIST_STATES = [
  'unpaid',
  'paid',
  'cancelling',
  'shipped',
  'completed',
  'cancelled',
] as const;
export type OrderListState = (typeof ORDER_LIST_STATES)[number];

/** The carriers the shop ships with, by code. */
export const SHIP_CARRIERS = ['SF', 'EMS', 'JD'] as const;
export type ShipCarrier = (typeof SHIP_CARRIERS)[number];

export const ORDER_PAGE_SIZES = [20, 50, 100] as const;

/** The list's filters, as the query string and the console's address carry them. */
export interface OrderListFilters {
  state?: OrderListState;
  /** Placed at or after (ms). */
  from?: number;
  /** Placed before (ms). */
  to?: number;
  pay_method?: PayMethod;
  /** The member's number (card number). */
  member?: string;
  order_no?: string;
  /** The member's or the receiver's mobile. */
  mobile?: string;
  /** Words found in the order number, the receiver's name or mobile, or the member's mobile. */
  q?: string;
}

export interface ConsoleOrderRow {
  order_no: string;
  status: OrderStatus;
  cancel_status: CancelStatus | null;
  created_at: number;
  paid_at: number | null;
  shipped_at: number | null;
  member_mobile: string;
  member_card_no: string;
  receiver_name: string;
  receiver_mobile: string;
  pay_method: PayMethod | null;
  pay_amount: number;
  refunded_amount: number;
  pieces: number;
  carrier: string;
  tracking_no: string;
}

export interface ConsoleOrderPage {
  total: number;
  page: number;
  page_size: number;
  items: ConsoleOrderRow[];
}

export interface ConsoleOrderLine {
  sn: string;
  name: string;
  color_name: string;
  size: string;
  picture: Picture | null;
  price: number;
  original_price: number;
  quantity: number;
  /** Letters and where they go, for a personalised piece; '' otherwise. */
  personalisation: string;
}

export interface ConsoleOrderPayment {
  payment_no: string;
  method: string;
  amount: number;
  status: string;
  created_at: number;
  paid_at: number | null;
}

export interface ConsoleOrderRefund {
  refund_no: string;
  /** refund, return (after-sales), cancel (an agreed cancellation), late (a payment after cancelling). */
  type: string;
  status: string;
  amount: number;
  reason: string;
  refuse_reason: string;
  created_at: number;
  refunded_at: number | null;
}

export interface ConsoleOrderInvoice {
  /** The request's page in the console's invoices area. */
  id: number;
  invoice_type: string;
  header_type: string;
  title: string;
  tax_id: string;
  email: string;
  phone: string;
  bank: string;
  bank_account: string;
  company_address: string;
  company_phone: string;
  status: InvoiceStatus;
  /** The number of the invoice issued; '' until then. */
  invoice_no: string;
  created_at: number;
}

/** One moment of the order's life; `actor` a staff id, `operator`, or '' for the shop itself. */
export interface ConsoleOrderEvent {
  at: number;
  /** placed, paid, shipped, received, cancelled, refund, or a staff action (order.ship …). */
  event: string;
  detail: string;
  actor: string;
}

export interface ConsoleOrderDetail {
  order_no: string;
  status: OrderStatus;
  cancel_status: CancelStatus | null;
  /** The shopper's reason for cancelling, in the request's language. */
  cancel_reason: string;
  cancel_refuse_reason: string;
  created_at: number;
  pay_deadline: number;
  paid_at: number | null;
  shipped_at: number | null;
  received_at: number | null;
  cancelled_at: number | null;
  pay_method: PayMethod | null;
  remark: string;
  member: { id: number; mobile: string; card_no: string; name: string };
  address: {
    receiver_name: string;
    receiver_mobile: string;
    province: string;
    city: string;
    area: string;
    address: string;
  };
  amounts: {
    goods_amount: number;
    product_discount: number;
    member_discount: number;
    coupon_amount: number;
    points_amount: number;
    points_used: number;
    freight: number;
    pay_amount: number;
    refunded_amount: number;
  };
  lines: ConsoleOrderLine[];
  payments: ConsoleOrderPayment[];
  refunds: ConsoleOrderRefund[];
  shipment: {
    carrier: string;
    carrier_name: string;
    tracking_no: string;
    shipped_at: number;
  } | null;
  invoice: ConsoleOrderInvoice | null;
  timeline: ConsoleOrderEvent[];
}

export interface ShipInput {
  carrier: string;
  tracking_no: string;
}

/** One line of a bulk shipping file and what became (or would become) of it. */
export interface BulkShipLine {
  /** The line of the file, counting from 1 (the header too). */
  line: number;
  order_no: string;
  carrier: string;
  tracking_no: string;
  outcome: 'ready' | 'shipped' | 'refused';
  /** Why it is refused, in the request's language; '' otherwise. */
  msg: string;
}

export interface BulkShipReport {
  applied: boolean;
  lines: BulkShipLine[];
  ready: number;
  shipped: number;
  refused: number;
}
