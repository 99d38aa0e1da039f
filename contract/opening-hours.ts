// A boutique's opening hours and the times of day an appointment can be booked within them. Plain
// values and functions: the server refuses what the booking form would not offer, by the same
// rule.

/** A boutique's hours on one day of the week, in shop time. */
export interface OpeningHours {
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  /** HH:MM */
  opens: string;
  closes: string;
}

export const RESERVE_PERIODS = ['am', 'pm', 'ev'] as const;
export type ReservePeriod = (typeof RESERVE_PERIODS)[number];

/**
 * The parts of a day a shopper chooses from: the morning until 13:00, the afternoon until 18:00,
 * the evening after it. Each is offered within the boutique's hours of the day.
 */
const PERIOD_SPANS: Record<ReservePeriod, { from: string; to: string }> = {
  am: { from: '00:00', to: '13:00' },
  pm: { from: '13:00', to: '18:00' },
  ev: { from: '18:00', to: '24:00' },
};

/** A part of the day the boutique is open for less than this is not offered. */
export const SHORTEST_PERIOD_MINUTES = 60;

const minutes = (time: string) => {
  const [hours = '0', mins = '0'] = time.split(':');
  return Number(hours) * 60 + Number(mins);
};

export function isReservePeriod(value: string): value is ReservePeriod {
  return (RESERVE_PERIODS as readonly string[]).includes(value);
}

/** The day of the week (1 Monday … 7 Sunday) of a calendar day written YYYY-MM-DD. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** The boutique's hours on a calendar day; undefined when it is closed that day of the week. */
export function hoursOn(opening: readonly OpeningHours[], date: string): OpeningHours | undefined {
  const weekday = weekdayOf(date);
  return opening.find((day) => day.weekday === weekday);
}

/** The parts of a day a boutique open these hours offers, each with its hours ("18:00–22:00"). */
export function periodsWithin(
  hours: Pick<OpeningHours, 'opens' | 'closes'> | undefined,
): { value: ReservePeriod; hours: string }[] {
  if (!hours) return [];
  return RESERVE_PERIODS.flatMap((value) => {
    const span = PERIOD_SPANS[value];
    const from = hours.opens > span.from ? hours.opens : span.from;
    const to = hours.closes < span.to ? hours.closes : span.to;
    return minutes(to) - minutes(from) >= SHORTEST_PERIOD_MINUTES
      ? [{ value, hours: `${from}–${to}` }]
      : [];
  });
}
