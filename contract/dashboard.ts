import type { PayMethod } from './order';

// The console's dashboard (`GET /admin/api/dashboard`): the day's and the week's trade in the
// shop's time (Beijing), and the work waiting. Money in fen.
//
// A sale is an order paid in the period that is neither cancelled nor refunded in full; it
// counts for what was paid less what has been refunded of it so far. Days run from midnight
// Beijing time; the week from Monday's midnight.

/** The sales of a period: how many, how much, and the average of one. */
export interface SalesFigures {
  orders: number;
  sales: number;
  /** sales ÷ orders, to the nearest fen; 0 without a sale. */
  average_basket: number;
}

export interface DaySales {
  /** YYYY-MM-DD, the shop's day. */
  date: string;
  orders: number;
  sales: number;
}

export interface MethodSales {
  method: PayMethod;
  orders: number;
  sales: number;
}

export interface TopPiece {
  goods_id: number;
  sn: string;
  name: string;
  /** Pieces in this week's sales. */
  units: number;
}

export interface LowStockSku {
  sku_id: number;
  code: string;
  goods_id: number;
  name: string;
  size: string;
  stock: number;
}

export interface OpenAfterSale {
  refund_no: string;
  order_no: string;
  /** refund (money only) or return (pieces sent back). */
  type: 'refund' | 'return';
  status: string;
  amount: number;
  created_at: number;
}

export interface OpenCancellation {
  order_no: string;
  pay_amount: number;
  reason: string;
  /** When the shopper asked. */
  asked_at: number;
}

export interface TodayAppointment {
  id: number;
  store: string;
  /** appointment or washing. */
  service: string;
  /** am, pm or ev. */
  period: string;
  hours: string;
  name: string;
  /** waiting or completed (cancelled ones are left out). */
  status: string;
}

/** A list's first rows and how many there are in all. */
export interface Listed<T> {
  total: number;
  items: T[];
}

export interface Dashboard {
  /** The moment the figures were read. */
  at: number;
  today: string;
  /** The Monday the week started on. */
  week_from: string;
  today_sales: SalesFigures;
  week_sales: SalesFigures;
  /** The last 7 days, today last. */
  days: DaySales[];
  /** This week's sales by how they were paid, every method listed. */
  payments: MethodSales[];
  /** This week's five pieces with the most units sold. */
  top_pieces: TopPiece[];
  /** SKUs of pieces on sale with `threshold` or fewer left, the fewest first. */
  low_stock: Listed<LowStockSku> & { threshold: number };
  /** After-sales requests not yet refunded or refused, the oldest first. */
  after_sales: Listed<OpenAfterSale>;
  /** Paid orders whose cancellation waits for the merchant, the oldest first. */
  cancellations: Listed<OpenCancellation>;
  /** Today's appointments and washing bookings not cancelled, by period. */
  appointments: Listed<TodayAppointment>;
}
