// The part of the day a greeting names, by the hour where the shopper is: the user center's
// heading (src/features/member), which its document draws too (server/opening-text.ts).

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** "Good morning" until noon, "good afternoon" until six, "good evening" through the night. */
export function dayPartOf(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/**
 * The cookie in which the app keeps the device's time zone (an IANA name, such as
 * Asia/Shanghai), so that a document can greet the shopper by their own hour.
 */
export const TIME_ZONE_COOKIE = 'tz';
