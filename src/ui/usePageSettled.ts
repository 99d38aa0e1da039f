import { startTransition, useEffect, useState } from 'react';
import { afterLoad, whenIdle } from '../lib/idle';

const IDLE_WAIT_MS = 2000;

/**
 * Whether the document has loaded, `quietMs` more have passed and the browser has had an idle
 * moment since: what a page can leave until then goes after the first screen, not in its way.
 * What it then draws is drawn in a render that yields to the browser as it goes.
 */
export function usePageSettled(quietMs = 0): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    let cancelIdle = () => undefined as void;
    const stopWaiting = afterLoad(() => {
      timer = window.setTimeout(() => {
        cancelIdle = whenIdle(() => startTransition(() => setSettled(true)), IDLE_WAIT_MS);
      }, quietMs);
    });
    return () => {
      stopWaiting();
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [quietMs]);
  return settled;
}
