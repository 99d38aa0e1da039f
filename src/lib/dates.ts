// The shop states every day and time in its own zone, Beijing time, whatever the device's zone:
// the pay deadline, a coupon's last day, an order's moments and a campaign's day read the same
// on a shopper's phone abroad as in the shop's texts and for its staff. (A day the shopper
// picked on a calendar, like an appointment's, is a date without a zone and is shown as such.)

export const SHOP_TIME_ZONE = 'Asia/Shanghai';

/** A day as the shopper's language writes it (2026年11月21日, 21 Nov 2026). */
export function formatDay(epochMs: number, locale: string): string {
  return new Date(epochMs).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  });
}

/** A day with its month in full (2026年11月20日, November 20, 2026), for what was published. */
export function formatLongDay(epochMs: number, locale: string): string {
  return new Date(epochMs).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  });
}

/** A day and a time of day, for when something happened. */
export function formatMoment(epochMs: number, locale: string): string {
  return new Date(epochMs).toLocaleString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: SHOP_TIME_ZONE,
  });
}

/**
 * A recent moment, its year left out when it is this year's (11月28日 18:02, Nov 28, 18:02):
 * when the shopper last saw something.
 */
export function formatRecentMoment(epochMs: number, locale: string, now = Date.now()): string {
  const year = (at: number) =>
    new Date(at).toLocaleDateString('en', { year: 'numeric', timeZone: SHOP_TIME_ZONE });
  return new Date(epochMs).toLocaleString(locale, {
    ...(year(epochMs) === year(now) ? {} : { year: 'numeric' }),
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SHOP_TIME_ZONE,
  });
}
