import { hasControlCharacter } from '../../../contract/rules';
import type { SizeKind } from './model';
import { said, type ProblemCode, type ProblemParams, type ProblemWords } from './problem-words';

// How the feed's cells are written (docs/catalogue-feed.md). Each parser takes a cell's trimmed,
// non-empty text and gives its value or what is wrong with it.

export type Parsed<T> = { ok: true; value: T } | { ok: false; words: ProblemWords };
export type Parser<T> = (text: string) => Parsed<T>;

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const refused = (code: ProblemCode, params: ProblemParams = {}): Parsed<never> => ({
  ok: false,
  words: said(code, params),
});

/** The cell as the operator wrote it, shortened, its control characters and quotes escaped. */
export function shown(text: string): string {
  const short = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return JSON.stringify(short).slice(1, -1);
}

/** A refusal naming the cell's text. */
const refusedText = (code: ProblemCode, text: string, params: ProblemParams = {}) =>
  refused(code, { value: shown(text), ...params });

/** The largest integer a column holds on both databases (PostgreSQL's integer). */
const LARGEST = 2_147_483_647;

export const CODE_LENGTH = 64;
export const SLUG_LENGTH = 64;

/** A piece's or a SKU's code: printable, without spaces. */
export const code: Parser<string> = (text) => {
  if (hasControlCharacter(text)) return refusedText('controlCharacter', text);
  if (/\s/.test(text)) return refusedText('codeSpace', text);
  if (text.length > CODE_LENGTH) return refused('tooLong', { max: CODE_LENGTH });
  return ok(text);
};

export const slug: Parser<string> = (text) => {
  if (!/^[a-z0-9-]+$/.test(text)) {
    return refusedText('notSlug', text);
  }
  if (text.length > SLUG_LENGTH) return refused('tooLong', { max: SLUG_LENGTH });
  return ok(text);
};

/** Text on one line (a name, a size) or, `multiline`, with its line breaks (a description). */
export function words(longest: number, multiline = false): Parser<string> {
  return (text) => {
    if (hasControlCharacter(text, multiline)) {
      return refused(multiline ? 'controlCharacter' : 'lineBreak');
    }
    if (text.length > longest) return refused('tooLong', { max: longest });
    return ok(text);
  };
}

/** Yuan with at most two decimals, in fen: "12", "12.5", "12.50". */
export const amount: Parser<number> = (text) => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  const fen = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
  if (!match || (match[1] as string).length > 10) {
    return refusedText('notAmount', text);
  }
  if (fen > LARGEST) return refusedText('amountTooLarge', text);
  return ok(fen);
};

export function integer(min = -LARGEST, max = LARGEST): Parser<number> {
  return (text) => {
    if (!/^-?\d+$/.test(text)) return refusedText('notWhole', text);
    const value = Number(text);
    if (value < min) return refusedText('belowMin', text, { min: String(min) });
    if (value > max) return refusedText('aboveMax', text, { max: String(max) });
    return ok(value);
  };
}

export const flag: Parser<boolean> = (text) =>
  text === '1' || text === '0' ? ok(text === '1') : refusedText('notFlag', text);

export const SIZE_KINDS: readonly SizeKind[] = ['clothing', 'shoes', 'one'];

export const sizeKind: Parser<SizeKind> = (text) => {
  const kind = SIZE_KINDS.find((known) => known === text);
  if (kind) return ok(kind);
  return refusedText('notSizeKind', text, { kinds: SIZE_KINDS.join(', ') });
};

export const hex: Parser<string> = (text) =>
  /^#[0-9a-f]{6}$/i.test(text) ? ok(text.toLowerCase()) : refusedText('notHex', text);

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
      return refusedText('notDate', text);
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
      return refusedText('notRealDate', text);
    }
    return ok(Date.UTC(year, month - 1, day, hour, minute) - CHINA_OFFSET);
  };
}
