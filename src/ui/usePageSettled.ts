import { startTransition, useEffect, useState } from 'react';
import { whenPageSettled } from '../lib/idle';

/**
 * Whether the document has loaded, `quietMs` more have passed and the browser has had an idle
 * moment since (src/lib/idle.ts). What the page then draws is drawn in a render that yields to
 * the browser as it goes.
 */
export function usePageSettled(quietMs = 0): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(
    () => whenPageSettled(() => startTransition(() => setSettled(true)), quietMs),
    [quietMs],
  );
  return settled;
}
