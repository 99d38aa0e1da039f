// The console's members area (/admin/api/members…): what its calls take and answer. Money in fen.

import type { Address, BalanceEntryKind, Coupon, CouponState } from './member';
import type { CancelStatus, OrderStatus } from './order';

/** One member as the search lists them: the mobile is masked (138****5678). */
export interface ConsoleMemberRow {
  id: number;
  card_no: string;
  name: string;
  mobile: string;
  level: string;
  points: number;
  balance: number;
  created_at: number;
}

export interface ConsoleMemberPage {
  total: number;
  page: number;
  page_size: number;
  items: ConsoleMemberRow[];
}

export interface ConsoleMemberOrder {
  order_no: string;
  status: OrderStatus;
  cancel_status: CancelStatus | null;
  created_at: number;
  pay_amount: number;
  refunded_amount: number;
}

export interface ConsoleMemberPoints {
  id: number;
  type: string;
  type_name: string;
  detail: string;
  points: number;
  created_at: number;
}

export interface ConsoleMemberBalanceEntry {
  id: number;
  kind: BalanceEntryKind;
  amount: number;
  balance_after: number;
  order_no: string;
  reason: string;
  created_at: number;
}

export interface ConsoleMemberNote {
  id: number;
  author: string;
  author_name: string;
  body: string;
  created_at: number;
}

/** A member's page: the full mobile, their figures and their recent history. */
export interface ConsoleMemberDetail {
  id: number;
  card_no: string;
  name: string;
  mobile: string;
  email: string;
  birthday: string;
  level: { key: string; name: string };
  points: number;
  lifetime_points: number;
  balance: number;
  created_at: number;
  orders: { total: number; items: ConsoleMemberOrder[] };
  coupons: { counts: Record<CouponState, number>; usable: Coupon[] };
  points_history: ConsoleMemberPoints[];
  balance_history: ConsoleMemberBalanceEntry[];
  addresses: Address[];
  notes: ConsoleMemberNote[];
}

/** `POST /members/:id/points`: points to give (positive) or take back (negative). */
export interface PointsAdjustInput {
  change: number;
  reason: string;
}

/** `POST /members/:id/balance`: fen to give (positive) or take back (negative). */
export interface BalanceAdjustInput {
  change: number;
  reason: string;
}

export interface NoteInput {
  body: string;
}
