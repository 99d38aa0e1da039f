import type { KeyboardEvent, PointerEvent } from 'react';
import type { BookingValues, Level } from '../model';
import { upperLevelProblem, type BookingProblem } from '../validation';

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp', 'F4']);

/**
 * Opening a level's list before the one above it is chosen says which to choose first (spec §5):
 * the list stays shut and `show` is handed the problem.
 */
export function levelGuard(
  level: Level,
  values: () => BookingValues,
  show: (problem: BookingProblem) => void,
) {
  const stop = (event: { preventDefault: () => void }) => {
    const problem = upperLevelProblem(values(), level);
    if (!problem) return;
    event.preventDefault();
    show(problem);
  };
  return {
    onPointerDown: (event: PointerEvent<HTMLSelectElement>) => stop(event),
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      if (OPENING_KEYS.has(event.key)) stop(event);
    },
  };
}
