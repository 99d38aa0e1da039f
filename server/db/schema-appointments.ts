import type { Generated } from 'kysely';
import type { Id } from './schema';

// The tables of migration appointments (see server/db/migrations).

export interface AppointmentTable {
  id: Id;
  member_id: number;
  store_id: number;
  /** 'appointment' (a visit to the counter) or 'washing'. */
  service: string;
  service_type: string;
  clothing_type: string;
  title: string;
  name: string;
  mobile: string;
  /** YYYY-MM-DD, shop time. */
  date: string;
  /** 'am', 'pm' or 'ev' (morning, afternoon, evening). */
  period: string;
  /** The hours booked, "18:00–22:00": the period within the boutique's hours that day. */
  hours: Generated<string>;
  remark: string;
  /** 'waiting' (for the consultant's reply), 'confirmed', 'completed' or 'cancelled'. */
  status: string;
  created_at: number;
  confirmed_at: Generated<number | null>;
  completed_at: number | null;
  cancelled_at: number | null;
  /** What the boutique told the member when it cancelled the appointment ('' otherwise). */
  staff_message: Generated<string>;
  /** Moves on with every change of the booking: a change made from a stale copy is refused. */
  version: Generated<number>;
  /** A washing request's price in fen, once the boutique has examined the piece (null before). */
  price: Generated<number | null>;
  /** A washing request's care: '' until the boutique has the piece (see WASHING_STATES). */
  washing_state: Generated<string>;
  /** What the boutique told the member when the piece was ready to collect ('' before). */
  pickup_notice: Generated<string>;
  notified_at: Generated<number | null>;
}

/** A day a boutique takes no appointments. */
export interface StoreClosedDayTable {
  store_id: number;
  date: string;
  /** Why the boutique closes that day, what staff see ('' for the days closed before it was kept). */
  reason: Generated<string>;
  closed_at: Generated<number | null>;
  /** The staff id as text, or 'operator'. */
  closed_by: Generated<string>;
}

export interface AppointmentTables {
  appointment: AppointmentTable;
  store_closed_day: StoreClosedDayTable;
}
