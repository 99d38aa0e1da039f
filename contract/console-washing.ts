// The console's washing area (/admin/api/washing…): the washing service's requests per boutique,
// what its calls take and answer. Money in fen.

import type { AppointmentStatus, ReservePeriod, WashingState } from './appointment';

/**
 * Where a request stands, one word for the list: the booking's state until the boutique has the
 * piece (waiting, confirmed; completed when the visit was marked done without the care's steps),
 * then the care's (received, cleaning, ready, collected); cancelled at any time.
 */
export const WASHING_STAGES = [
  'waiting',
  'confirmed',
  'completed',
  'received',
  'cleaning',
  'ready',
  'collected',
  'cancelled',
] as const;
export type WashingStage = (typeof WASHING_STAGES)[number];

export interface WashingListFilters {
  store_id?: number;
  stage?: WashingStage;
  /** Booked for this day or later (YYYY-MM-DD, shop time). */
  from?: string;
  /** Booked for this day or earlier. */
  to?: string;
  /** The member's mobile number (or part of it) or the request's number. */
  q?: string;
}

/** One washing request as staff see it. */
export interface ConsoleWashingRequest {
  id: number;
  store_id: number;
  store_name: string;
  /** The drop-off visit booked. */
  date: string;
  period: ReservePeriod;
  hours: string;
  status: AppointmentStatus;
  stage: WashingStage;
  title: string;
  name: string;
  mobile: string;
  member_id: number;
  member_card_no: string;
  care_name: string;
  clothing_type_name: string;
  /** The member's note. */
  remark: string;
  /** What the boutique wrote when it cancelled. */
  staff_message: string;
  price: number | null;
  washing_state: WashingState | null;
  pickup_notice: string;
  notified_at: number | null;
  created_at: number;
  completed_at: number | null;
  cancelled_at: number | null;
  /** The version the staff member's change is made from (a stale one is refused). */
  version: number;
  /** The care's next step, when it can be taken now (null otherwise). */
  next_state: WashingState | null;
  can_price: boolean;
  can_notify: boolean;
}

export interface ConsoleWashingPage {
  items: ConsoleWashingRequest[];
  total: number;
  page: number;
  page_size: number;
}
