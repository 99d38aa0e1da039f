// Values as the feed writes them (docs/catalogue-feed.md), from what the shop stores.

/** Fen as yuan with at most two decimals, worked out in whole numbers: 1280050 is "12800.5". */
export function yuanText(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new Error(`not an amount in fen: ${fen}`);
  const whole = Math.floor(fen / 100);
  const cents = fen % 100;
  if (cents === 0) return String(whole);
  return cents % 10 === 0 ? `${whole}.${cents / 10}` : `${whole}.${String(cents).padStart(2, '0')}`;
}

export const flagText = (value: number): string => (value ? '1' : '0');

/** China time, where the brand's operators are: UTC+8 all year round. */
const CHINA_OFFSET = 8 * 3_600_000;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** "YYYY-MM-DD HH:mm" in China time. */
function chinaMinute(ms: number): string {
  return new Date(ms + CHINA_OFFSET).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * A promotion's start or end as the reader takes it back: a whole day when it falls at China
 * midnight (an end at midnight is the day before's end), else its minute. A moment the feed
 * cannot write (with seconds) is null: the caller tells it.
 */
export function chinaDateText(ms: number, edge: 'start' | 'end'): string | null {
  if (ms % MINUTE !== 0) return null;
  const china = ms + CHINA_OFFSET;
  if (china % DAY !== 0) return chinaMinute(ms);
  const day = edge === 'end' ? ms - DAY : ms;
  return chinaMinute(day).slice(0, 10);
}
