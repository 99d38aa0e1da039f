import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's `total` sections to draw: `first` at once, then one more in each
 * background render, each after the browser has had a turn to paint and answer touches.
 * A long page drawn in one go holds a phone's main thread for a tenth of a second or more.
 * `first` of Infinity draws everything at once.
 */
export function useStagedCount(total: number, first: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setCount((shown) => shown + 1)));
    return () => window.clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
