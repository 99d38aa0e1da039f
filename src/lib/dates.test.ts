import { describe, expect, it } from 'vitest';
import { formatDay, formatLongDay, formatMoment, formatRecentMoment } from './dates';

describe("the shop's days and times", () => {
  // 16:30 UTC is already the next day in Beijing.
  const lateEvening = Date.UTC(2026, 10, 27, 16, 30);

  it('are Beijing time, whatever the zone of the device', () => {
    expect(formatMoment(lateEvening, 'zh-CN')).toBe('2026年11月28日 00:30');
    expect(formatDay(lateEvening, 'en')).toBe('Nov 28, 2026');
    expect(formatLongDay(lateEvening, 'en')).toBe('November 28, 2026');
  });

  it('leave out the year of a recent moment when it is this year in Beijing', () => {
    const sameYear = Date.UTC(2026, 11, 1);
    expect(formatRecentMoment(lateEvening, 'zh-CN', sameYear)).toBe('11月28日 00:30');
    expect(formatRecentMoment(lateEvening, 'en', sameYear)).toBe('Nov 28, 00:30');
    // New Year's Eve at 17:00 UTC is already the next year in Beijing.
    const nextYear = Date.UTC(2026, 11, 31, 17, 0);
    expect(formatRecentMoment(lateEvening, 'zh-CN', nextYear)).toBe('2026年11月28日 00:30');
  });
});
