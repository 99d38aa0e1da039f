import { useEffect, useState } from 'react';
import { afterLoad, whenIdle } from '../lib/idle';

const IDLE_WAIT_MS = 2000;

/**
 * Whether the document has loaded and the browser has had an idle moment since: what a page
 * can leave until then goes after the first screen, not in its way.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let cancelIdle = () => undefined as void;
    const stopWaiting = afterLoad(() => {
      cancelIdle = whenIdle(() => setSettled(true), IDLE_WAIT_MS);
    });
    return () => {
      stopWaiting();
      cancelIdle();
    };
  }, []);
  return settled;
}
