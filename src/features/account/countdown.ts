import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `endsAt` (epoch ms), never below zero. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** When a countdown of `seconds` started at `now` ends; junk counts as nothing to wait for. */
export function countdownEnd(seconds: unknown, now: number): number {
  const wait = typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : 0;
  return now + Math.max(0, Math.ceil(wait)) * 1000;
}

const TICK_MS = 250;

/**
 * A live countdown in whole seconds. It is read from the clock on each tick rather than counted
 * down, so a tab that was in the background shows the right figure when it comes back.
 */
export function useCountdown(): { left: number; start: (seconds: unknown) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(endsAt, now);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: unknown) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(countdownEnd(seconds, current));
  }, []);

  return { left, start };
}
