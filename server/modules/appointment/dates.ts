import { DATE_PATTERN } from '../../../contract/rules';

// Appointments are made by the shop's calendar (China Standard Time, no daylight saving).

const SHOP_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The last bookable day, counted from today. */
export const BOOKING_DAYS_AHEAD = 30;

/** The shop's date `days` after the one at `now`, as YYYY-MM-DD. */
export function shopDate(now: number, days = 0): string {
  return new Date(now + SHOP_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** Tomorrow to 30 days on: today is too late for the boutique to prepare. */
export function bookableRange(now: number): { first: string; last: string } {
  return { first: shopDate(now, 1), last: shopDate(now, BOOKING_DAYS_AHEAD) };
}

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
