// How Alipay's open platform writes money and time (opendocs.alipay.com, 公共参数 and the
// alipay.trade.* APIs): amounts are yuan with at most two decimals ("123.45"), converted here to
// and from the shop's integer fen without floating point; times are "yyyy-MM-dd HH:mm:ss" in
// Beijing time (UTC+8 all year, China keeps no daylight saving).

const BEIJING_OFFSET_MS = 8 * 3_600_000;
const YUAN = /^(\d{1,12})(?:\.(\d{1,2}))?$/;
const TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** fen as Alipay's yuan amount: 3572000 → "35720.00". */
export function yuanAmount(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) {
    throw new RangeError(`An amount in fen must be a whole number, not ${fen}`);
  }
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** Alipay's yuan amount in fen ("35720" and "35720.5" too); null when it is not one. */
export function fenAmount(yuan: string): number | null {
  const match = YUAN.exec(yuan);
  if (!match?.[1]) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
}

/** An instant as Alipay writes it: Beijing time, to the second. */
export function beijingTime(at: number): string {
  return new Date(at + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Epoch milliseconds of a Beijing time Alipay wrote; null when it is not a real one. */
export function parseBeijingTime(text: string): number | null {
  const match = TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const at = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second) - BEIJING_OFFSET_MS;
  // Date.UTC rolls 2026-02-30 over into March: only a time that reads back the same is real.
  return beijingTime(at) === text ? at : null;
}

/**
 * A form body (application/x-www-form-urlencoded) or query as its fields; null when a field
 * is repeated, which no message of Alipay's does.
 */
export function formFields(text: string | URLSearchParams): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) return null;
    fields[name] = value;
  }
  return fields;
}
