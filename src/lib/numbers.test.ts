import { describe, expect, it } from 'vitest';
import { groupDigits } from './numbers';

describe('groupDigits', () => {
  it('groups thousands with commas, as Intl writes them in both languages', () => {
    for (const value of [0, 7, 999, 1000, 24_680, 1_234_567, -4321]) {
      expect(groupDigits(value)).toBe(new Intl.NumberFormat('en').format(value));
      expect(groupDigits(value)).toBe(new Intl.NumberFormat('zh-CN').format(value));
    }
  });
});
