import { describe, expect, it } from 'vitest';
import { formatFen } from './Price';

describe('formatFen', () => {
  it('shows integer fen as yuan with two decimals and comma grouping', () => {
    expect(formatFen(1340000)).toBe('¥13,400.00');
    expect(formatFen(123456789)).toBe('¥1,234,567.89');
    expect(formatFen(99999)).toBe('¥999.99');
    expect(formatFen(100000)).toBe('¥1,000.00');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(-10050)).toBe('¥-100.50');
  });

  it('writes what Intl writes for the shop’s languages', () => {
    for (const fen of [1, 70, 1999, 670000, 12345678, 999999999]) {
      const intl = (locale: string) =>
        `¥${(fen / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      expect(formatFen(fen)).toBe(intl('zh-CN'));
      expect(formatFen(fen)).toBe(intl('en'));
    }
  });
});
