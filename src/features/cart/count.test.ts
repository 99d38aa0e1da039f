import { describe, expect, it } from 'vitest';
import { badgeText } from './count';

describe('badgeText', () => {
  it('shows nothing for a falsy count or "0" (spec §3 carNum)', () => {
    for (const value of [0, '0', '', null, undefined, Number.NaN, -1, 'x']) {
      expect(badgeText(value)).toBe('');
    }
  });
  it('spells out counts up to 99 and "99+" above', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText('7')).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12_345)).toBe('99+');
  });
});
