// The console's appointments area (/admin/api/appointments…): boutique bookings, what its calls
// take and answer.

import type { AppointmentStatus, ReservePeriod } from './appointment';

/** The list's filters, as the query string and the console's address carry them. */
export interface AppointmentListFilters {
  store_id?: number;
  /** Booked for this day or later (YYYY-MM-DD, shop time). */
  from?: string;
  /** Booked for this day or earlier. */
  to?: string;
  status?: AppointmentStatus;
}

/** One booking as staff see it: who, when, where, what for, the member's note, its state. */
export interface ConsoleAppointment {
  id: number;
  store_id: number;
  store_name: string;
  date: string;
  period: ReservePeriod;
  hours: string;
  status: AppointmentStatus;
  /** The member's title in the staff member's language (女士, Mr.). */
  title: string;
  name: string;
  mobile: string;
  member_id: number;
  member_card_no: string;
  service_type: string;
  service_type_name: string;
  clothing_type_name: string;
  /** The member's note. */
  remark: string;
  /** What the boutique wrote when it cancelled. */
  staff_message: string;
  created_at: number;
  confirmed_at: number | null;
  completed_at: number | null;
  cancelled_at: number | null;
  /** The version the staff member's change is made from (a stale one is refused). */
  version: number;
  /** The boutique closed the booking's day: it is to be moved or cancelled. */
  day_closed: boolean;
  /** What may be done with it now. */
  can_confirm: boolean;
  can_reschedule: boolean;
  can_complete: boolean;
  can_cancel: boolean;
}

export interface ConsoleAppointmentPage {
  items: ConsoleAppointment[];
  total: number;
  page: number;
  page_size: number;
}

/** A boutique that takes appointments, for the filters. */
export interface ConsoleBoutique {
  id: number;
  name: string;
  city_name: string;
}

/** One period of a boutique's day: its hours, its places and the bookings in it. */
export interface DaySlot {
  period: ReservePeriod;
  period_name: string;
  hours: string;
  places: number;
  /** Open bookings (waiting or confirmed) holding a place. */
  taken: number;
  appointments: ConsoleAppointment[];
}

/** A boutique's day: closed (no appointments) or its periods within its hours. */
export interface BoutiqueDay {
  store_id: number;
  date: string;
  closed: boolean;
  /** The day staff closed (null when it is open, or closed only by the boutique's hours). */
  closed_day: { reason: string; closed_at: number | null; closed_by: string } | null;
  slots: DaySlot[];
}

export interface RescheduleInput {
  date: string;
  period: ReservePeriod;
  version: number;
}
