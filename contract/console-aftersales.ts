// The console's after-sales area (/admin/api/aftersales…): what its calls take and answer.
// Money in fen.

import type { OrderStatus, RefundStatus, RefundType } from './order';

/**
 * The list's state filter: `open` (everything still to act on), `received` (returns whose parcel
 * came back, waiting for their refund) or one status.
 */
export const AFTERSALES_LIST_STATES = [
  'open',
  'requested',
  'reviewing',
  'agreed',
  'returning',
  'received',
  'processing',
  'refunded',
  'refused',
] as const;
export type AfterSalesListState = (typeof AFTERSALES_LIST_STATES)[number];

export interface AfterSalesListFilters {
  state?: AfterSalesListState;
  /** Part of the order number or of the after-sales number. */
  q?: string;
}

export interface ConsoleAfterSalesRow {
  id: number;
  refund_no: string;
  order_no: string;
  type: RefundType;
  status: RefundStatus;
  /** The shopper's reason, in the staff member's language. */
  reason: string;
  remark: string;
  express_company: string;
  express_no: string;
  amount: number;
  received_at: number | null;
  /** The provider could not pay the refund out: it must be sent another way. */
  payout_failed: boolean;
  created_at: number;
}

export interface ConsoleAfterSalesPage {
  total: number;
  page: number;
  page_size: number;
  items: ConsoleAfterSalesRow[];
}

export interface ConsoleAfterSalesPiece {
  line_id: number;
  sku_code: string;
  name: string;
  color_name: string;
  size: string;
  quantity: number;
  amount: number;
  /** Of the pieces received back, how many were damaged and did not go back to stock. */
  damaged: number;
}

/** What the request's actions are, by its state (the console offers those the staff may do). */
export interface AfterSalesActions {
  review: boolean;
  agree: boolean;
  refuse: boolean;
  receive: boolean;
  refund: boolean;
}

export interface ConsoleAfterSalesDetail extends ConsoleAfterSalesRow {
  contact: string;
  refuse_reason: string;
  refunded_at: number | null;
  pieces: ConsoleAfterSalesPiece[];
  /** Part of `amount` that is freight (with the order's last pieces). */
  freight: number;
  /** What refunding it now would move: points spent given back, points earned taken back. */
  points_given: number;
  points_taken: number;
  history: { status: RefundStatus; at: number }[];
  order: {
    order_no: string;
    status: OrderStatus;
    pay_amount: number;
    refunded_amount: number;
    pay_method: string;
    receiver_name: string;
    receiver_mobile: string;
  };
  member: { id: number; card_no: string; mobile: string; name: string };
  actions: AfterSalesActions;
}

/** Parcel received: of each piece, how many came back damaged (the rest go back to stock). */
export interface AfterSalesReceiveBody {
  damaged: { line_id: number; quantity: number }[];
}

/** A shipment's correction, on the orders area's order page, with the shipment as it was seen. */
export interface ShipmentCorrectionBody {
  carrier: string;
  tracking_no: string;
  seen_carrier: string;
  seen_tracking_no: string;
}
