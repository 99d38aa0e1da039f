import { describe, expect, it } from 'vitest';
import { amount, chinaTime } from '../feed/values';
import { chinaDateText, yuanText } from './values';

const CHINA = 8 * 3_600_000;

describe('the values an export writes', () => {
  it('writes fen as yuan with at most two decimals, without rounding', () => {
    expect([1, 10, 99, 100, 1_280_050, 1_280_005, 999_999, 2_147_483_647].map(yuanText)).toEqual([
      '0.01',
      '0.1',
      '0.99',
      '1',
      '12800.5',
      '12800.05',
      '9999.99',
      '21474836.47',
    ]);
  });

  it('writes every amount so that the feed reads it back as the same fen', () => {
    // 0.07, 0.29, 5.51… are the amounts a division by 100 in floating point gets wrong.
    for (let fen = 1; fen <= 20_000; fen += 1) {
      expect(amount(yuanText(fen))).toEqual({ ok: true, value: fen });
    }
  });

  it('refuses what is not an amount in fen', () => {
    expect(() => yuanText(1.5)).toThrow('not an amount');
    expect(() => yuanText(-1)).toThrow('not an amount');
  });

  it('writes a day for China midnight, the day before for an end at midnight, else the minute', () => {
    const midnight = Date.UTC(2026, 10, 11) - CHINA;
    expect(chinaDateText(midnight, 'start')).toBe('2026-11-11');
    expect(chinaDateText(midnight, 'end')).toBe('2026-11-10');
    expect(chinaDateText(midnight + 20 * 3_600_000 + 5 * 60_000, 'end')).toBe('2026-11-11 20:05');
    expect(chinaDateText(Date.UTC(2026, 10, 11), 'start')).toBe('2026-11-11 08:00');
    expect(chinaDateText(midnight + 30_000, 'start')).toBeNull();
  });

  it('writes dates the feed reads back as the same moment', () => {
    for (const ms of [
      Date.UTC(2026, 0, 1) - CHINA,
      Date.UTC(2026, 1, 28, 23, 59) - CHINA,
      Date.UTC(2099, 11, 31),
      Date.UTC(2028, 1, 29) - CHINA,
    ]) {
      expect(chinaTime()(chinaDateText(ms, 'start') ?? '')).toEqual({ ok: true, value: ms });
      expect(chinaTime(true)(chinaDateText(ms, 'end') ?? '')).toEqual({ ok: true, value: ms });
    }
  });
});
