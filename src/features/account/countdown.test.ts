import { describe, expect, it } from 'vitest';
import { countdownEnd, secondsLeft } from './countdown';

describe('the resend countdown', () => {
  it('counts whole seconds down from the start to zero', () => {
    const start = 1_000_000;
    const end = countdownEnd(60, start);
    expect(secondsLeft(end, start)).toBe(60);
    expect(secondsLeft(end, start + 1)).toBe(60);
    expect(secondsLeft(end, start + 1000)).toBe(59);
    expect(secondsLeft(end, start + 59_001)).toBe(1);
    expect(secondsLeft(end, start + 60_000)).toBe(0);
    expect(secondsLeft(end, start + 120_000)).toBe(0);
  });

  it('reads the clock, so a tab left in the background shows the right figure', () => {
    const end = countdownEnd(42, 0);
    expect(secondsLeft(end, 30_500)).toBe(12);
  });

  it('rounds a partial second of wait up and treats junk as nothing to wait for', () => {
    expect(secondsLeft(countdownEnd(2.2, 0), 0)).toBe(3);
    expect(secondsLeft(countdownEnd(undefined, 0), 0)).toBe(0);
    expect(secondsLeft(countdownEnd(-5, 0), 0)).toBe(0);
    expect(secondsLeft(countdownEnd('60', 0), 0)).toBe(0);
  });
});
