import { describe, expect, it } from 'vitest';
import { formatFen } from './Price';

describe('formatFen', () => {
  it('shows integer fen as yuan with two decimals and the language’s grouping', () => {
    expect(formatFen(1340000)).toBe('¥13,400.00');
    expect(formatFen(5, 'en')).toBe('¥0.05');
    expect(formatFen(-10050, 'en')).toBe('¥-100.50');
    expect(formatFen(123456789, 'de-DE')).toBe('¥1.234.567,89');
    // The cached format of one language does not leak into another's.
    expect(formatFen(123456789, 'zh-CN')).toBe('¥1,234,567.89');
  });
});
