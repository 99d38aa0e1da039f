// The shop counts its days in Beijing time (UTC+8, no daylight saving), whatever the server's
// zone: a day from midnight to midnight there, a week from Monday's midnight.

const SHOP_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The shop's day a moment falls on, counted from 1970-01-01 (a Thursday). */
export function shopDayNumber(ms: number): number {
  return Math.floor((ms + SHOP_OFFSET_MS) / DAY_MS);
}

/** The moment the shop's day `day` starts. */
export function dayStart(day: number): number {
  return day * DAY_MS - SHOP_OFFSET_MS;
}

/** A shop day as YYYY-MM-DD. */
export function shopDateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export interface Periods {
  now: number;
  today: number;
  /** The Monday of this week. */
  monday: number;
  /** The first of the last 7 days (today the last). */
  firstOfSeven: number;
}

export function periodsAt(now: number): Periods {
  const today = shopDayNumber(now);
  // Day 0 was a Thursday: Monday is 0 after shifting by 3.
  const sinceMonday = (today + 3) % 7;
  return { now, today, monday: today - sinceMonday, firstOfSeven: today - 6 };
}
