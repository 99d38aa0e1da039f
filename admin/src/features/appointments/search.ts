import * as z from 'zod/mini';
import { APPOINTMENT_STATUSES } from '../../../../contract/appointment';
import type { AppointmentListFilters } from '../../../../contract/console-appointments';
import { calendarDay, field, laterPage, searchOf } from '../../lib/search-fields';

/** The appointments area's view, filters, day and page, as the address keeps them. */
export interface AppointmentsSearch extends AppointmentListFilters {
  /** The list (default) or one boutique's day. */
  view?: 'day';
  /** The day the day view shows (YYYY-MM-DD). */
  date?: string;
  page?: number;
}

const day = calendarDay;

const appointmentsSearch = z.object({
  view: field(z.literal('day')),
  store_id: field(z.int().check(z.minimum(1))),
  from: day,
  to: day,
  status: field(z.enum(APPOINTMENT_STATUSES)),
  date: day,
  page: laterPage,
});

/** What of the address's search the area reads; anything else, or malformed, is left out. */
export function validateAppointmentsSearch(search: Record<string, unknown>): AppointmentsSearch {
  return searchOf(appointmentsSearch, search);
}

/** Today on the shop's calendar (China Standard Time), as YYYY-MM-DD. */
export function shopToday(now = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}
