/** A day as the shopper's language writes it (2026年11月21日, 21 Nov 2026). */
export function formatDay(epochMs: number, locale: string): string {
  return new Date(epochMs).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
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
  });
}
