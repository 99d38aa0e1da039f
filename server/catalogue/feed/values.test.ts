import { describe, expect, it } from 'vitest';
import { problemText } from './problem-words';
import { amount, chinaTime, flag, integer, slug, type Parsed } from './values';

const value = <T>(parsed: Parsed<T>) =>
  parsed.ok ? parsed.value : problemText('en', parsed.words);

describe('the values of a feed', () => {
  it('reads every amount of yuan and fen into exact fen', () => {
    for (let fen = 0; fen < 100_000; fen++) {
      const yuan = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
      expect(value(amount(yuan))).toBe(fen);
    }
    expect([amount('12'), amount('12.5'), amount('12.50'), amount('0.29')].map(value)).toEqual([
      1200, 1250, 1250, 29,
    ]);
    expect(value(amount('21474836.47'))).toBe(2_147_483_647);
  });

  it.each(['12,00', '-1', '1e3', '12.345', '12.', '.5', '+12', '0x10', '12 00', 'Infinity'])(
    'refuses the amount %s',
    (text) => {
      expect(amount(text).ok).toBe(false);
    },
  );

  it('reads whole numbers within their bounds, and flags as 1 or 0', () => {
    expect([integer(0)('0'), integer(0)('42'), integer()('-7')].map(value)).toEqual([0, 42, -7]);
    expect(value(integer(0, 99)('100'))).toBe('"100" is above 99');
    expect(value(integer()('2147483648'))).toBe('"2147483648" is above 2147483647');
    expect([flag('1'), flag('0')].map(value)).toEqual([true, false]);
    expect(['true', 'yes', '01'].map((text) => flag(text).ok)).toEqual([false, false, false]);
  });

  it('takes slugs of lower-case letters, digits and dashes', () => {
    expect(value(slug('royal-blue'))).toBe('royal-blue');
    expect(['Royal-Blue', 'royal_blue', 'royal blue', 'é'].map((text) => slug(text).ok)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('reads dates and times in China time, a whole day ending at its end', () => {
    expect(value(chinaTime()('2026-11-11'))).toBe(Date.UTC(2026, 10, 10, 16));
    expect(value(chinaTime()('2026-11-11 20:30'))).toBe(Date.UTC(2026, 10, 11, 12, 30));
    expect(value(chinaTime(true)('2026-11-11'))).toBe(Date.UTC(2026, 10, 11, 16));
    expect(value(chinaTime(true)('2026-11-11 20:30'))).toBe(Date.UTC(2026, 10, 11, 12, 30));
    expect(value(chinaTime()('2028-02-29'))).toBe(Date.UTC(2028, 1, 28, 16));
    for (const text of ['2027-02-29', '2026-13-01', '2026-11-11 23:60', '1969-12-31']) {
      expect(value(chinaTime()(text))).toBe(`"${text}" is not a real date and time`);
    }
  });
});
