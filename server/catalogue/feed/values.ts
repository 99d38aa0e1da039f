import { hasControlCharacter } from '../../../contract/rules';
import type { SizeKind } from './model';

// How the feed's cells are written (docs/catalogue-feed.md). Each parser takes a cell's trimmed,
// non-empty text and gives its value or a message for the operator.

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
export type Parser<T> = (text: string) => Parsed<T>;

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const refused = (message: string): Parsed<never> => ({ ok: false, message });

/** The cell as the operator wrote it, shortened for a message. */
export function quoted(text: string): string {
  const short = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return JSON.stringify(short);
}

/** The largest integer a column holds on both databases (PostgreSQL's integer). */
const LARGEST = 2_147_483_647;

export const CODE_LENGTH = 64;
export const SLUG_LENGTH = 64;

/** A piece's or a SKU's code: printable, without spaces. */
export const code: Parser<string> = (text) => {
  if (hasControlCharacter(text)) return refused(`${quoted(text)} holds a control character`);
  if (/\s/.test(text)) return refused(`${quoted(text)} holds a space; a code has none`);
  if (text.length > CODE_LENGTH) return refused(`is longer than ${CODE_LENGTH} characters`);
  return ok(text);
};

export const slug: Parser<string> = (text) => {
  if (!/^[a-z0-9-]+$/.test(text)) {
    return refused(`${quoted(text)} is not a slug: lower-case letters, digits and "-" only`);
  }
  if (text.length > SLUG_LENGTH) return refused(`is longer than ${SLUG_LENGTH} characters`);
  return ok(text);
};

/** Text on one line (a name, a size) or, `multiline`, with its line breaks (a description). */
export function words(longest: number, multiline = false): Parser<string> {
  return (text) => {
    if (hasControlCharacter(text, multiline)) {
      return refused(
        multiline ? 'holds a control character' : 'holds a line break or a control character',
      );
    }
    if (text.length > longest) return refused(`is longer than ${longest} characters`);
    return ok(text);
  };
}

/** Yuan with at most two decimals, in fen: "12", "12.5", "12.50". */
export const amount: Parser<number> = (text) => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  const fen = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
  if (!match || (match[1] as string).length > 10) {
    return refused(
      `${quoted(text)} is not an amount: yuan with at most two decimals, like 1280 or 1280.50`,
    );
  }
  if (fen > LARGEST) return refused(`${quoted(text)} is more than the shop can hold`);
  return ok(fen);
};

export function integer(min = -LARGEST, max = LARGEST): Parser<number> {
  return (text) => {
    if (!/^-?\d+$/.test(text)) return refused(`${quoted(text)} is not a whole number`);
    const value = Number(text);
    if (value < min) return refused(`${quoted(text)} is below ${min}`);
    if (value > max) return refused(`${quoted(text)} is above ${max}`);
    return ok(value);
  };
}

export const flag: Parser<boolean> = (text) =>
  text === '1' || text === '0' ? ok(text === '1') : refused(`${quoted(text)} is not 1 or 0`);

export const SIZE_KINDS: readonly SizeKind[] = ['clothing', 'shoes', 'one'];

export const sizeKind: Parser<SizeKind> = (text) => {
  const kind = SIZE_KINDS.find((known) => known === text);
  if (kind) return ok(kind);
  return refused(`${quoted(text)} is not a size chart: ${SIZE_KINDS.join(', ')}`);
};

export const hex: Parser<string> = (text) =>
  /^#[0-9a-f]{6}$/i.test(text)
    ? ok(text.toLowerCase())
    : refused(`${quoted(text)} is not a colour: write it #rrggbb, like #1d1c1b`);

/** China time, where the brand's operators are: UTC+8 all year round. */
const CHINA_OFFSET = 8 * 3_600_000;

/**
 * A moment in China time, "YYYY-MM-DD HH:mm" or a whole day "YYYY-MM-DD", in epoch
 * milliseconds. A day means its first minute, or, `endOfDay`, the end of its last.
 */
export function chinaTime(endOfDay = false): Parser<number> {
  return (text) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/.exec(text);
    if (!match) {
      return refused(`${quoted(text)} is not a date: write YYYY-MM-DD or YYYY-MM-DD HH:mm`);
    }
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    const wholeDay = match[4] === undefined;
    const hour = wholeDay ? (endOfDay ? 24 : 0) : Number(match[4]);
    const minute = Number(match[5] ?? 0);
    const date = new Date(Date.UTC(year, month - 1, day));
    const realDay = year >= 1970 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    if (!realDay || (!wholeDay && hour > 23) || minute > 59) {
      return refused(`${quoted(text)} is not a real date and time`);
    }
    return ok(Date.UTC(year, month - 1, day, hour, minute) - CHINA_OFFSET);
  };
}
