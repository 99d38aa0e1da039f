import { describe, expect, it } from 'vitest';
import { formatDay, formatLongDay, formatMoment } from './dates';

describe("the shop's days and times", () => {
  // 16:30 UTC is already the next day in Beijing.
  const lateEvening = Date.UTC(2026, 10, 27, 16, 30);

  it('are Beijing time, whatever the zone of the device', () => {
    expect(formatMoment(lateEvening, 'zh-CN')).toBe('2026年11月28日 00:30');
    expect(formatDay(lateEvening, 'en')).toBe('Nov 28, 2026');
    expect(formatLongDay(lateEvening, 'en')).toBe('November 28, 2026');
  });
});
