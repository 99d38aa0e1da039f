import * as z from 'zod/mini';
import { APPOINTMENT_STATUSES } from '../../../../contract/appointment';
import type { AppointmentListFilters } from '../../../../contract/console-appointments';

/** The appointments area's view, filters, day and page, as the address keeps them. */
export interface AppointmentsSearch extends AppointmentListFilters {
  /** The list (default) or one boutique's day. */
  view?: 'day';
  /** The day the day view shows (YYYY-MM-DD). */
  date?: string;
  page?: number;
}

// Each field is read on its own: a malformed one is left out, the others kept.
const field = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);
const day = field(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));

const appointmentsSearch = z.object({
  view: field(z.literal('day')),
  store_id: field(z.int().check(z.minimum(1))),
  from: day,
  to: day,
  status: field(z.enum(APPOINTMENT_STATUSES)),
  date: day,
  page: field(z.int().check(z.minimum(2))),
});

/** What of the address's search the area reads; anything else, or malformed, is left out. */
export function validateAppointmentsSearch(search: Record<string, unknown>): AppointmentsSearch {
  const parsed = appointmentsSearch.parse(search);
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as AppointmentsSearch;
}

/** Today on the shop's calendar (China Standard Time), as YYYY-MM-DD. */
export function shopToday(now = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}
