import { describe, expect, it } from 'vitest';
import { groupDigits, signedDigits, yuan } from './numbers';

describe('groupDigits', () => {
  it('groups thousands with commas, as Intl writes them in both languages', () => {
    for (const value of [0, 7, 999, 1000, 10_850, 24_680, 1_234_567, -4321]) {
      expect(groupDigits(value)).toBe(new Intl.NumberFormat('en').format(value));
      expect(groupDigits(value)).toBe(new Intl.NumberFormat('zh-CN').format(value));
    }
  });

  it('writes the points of the issue as money is written', () => {
    expect(groupDigits(10_850)).toBe('10,850');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1_000_000)).toBe('1,000,000');
  });
});

describe('signedDigits', () => {
  it('gives a moved count its sign and its grouping', () => {
    expect(signedDigits(200)).toBe('+200');
    expect(signedDigits(10_850)).toBe('+10,850');
    expect(signedDigits(-10_850)).toBe('−10,850');
    expect(signedDigits(0)).toBe('+0');
  });
});

describe('yuan', () => {
  it('shows fen as yuan with two decimals and grouped thousands', () => {
    expect(yuan(0)).toBe('¥0.00');
    expect(yuan(5)).toBe('¥0.05');
    expect(yuan(55_050)).toBe('¥550.50');
    expect(yuan(108_350)).toBe('¥1,083.50');
    expect(yuan(123_456_789)).toBe('¥1,234,567.89');
    expect(yuan(-30_000)).toBe('-¥300.00');
  });
});
