import { useCallback, useState, type SetStateAction } from 'react';

// Words being edited must outlive the console's redraw when the staff member switches language
// (every screen is drawn anew, see ConsoleProviders). They live here until saved, or until the
// staff member signs out.
const kept = new Map<string, unknown>();

/**
 * A component's state kept under `key` across a redraw of the console. Answers the value, its
 * setter, and `forget` to call once the value is saved.
 */
export function useKeptState<T>(key: string, initial: T) {
  const [value, setValue] = useState<T>(() => (kept.has(key) ? (kept.get(key) as T) : initial));
  const set = useCallback(
    (next: SetStateAction<T>) =>
      setValue((now) => {
        const value = typeof next === 'function' ? (next as (now: T) => T)(now) : next;
        kept.set(key, value);
        return value;
      }),
    [key],
  );
  const forget = useCallback(() => kept.delete(key), [key]);
  return [value, set, forget] as const;
}

/** Drops every kept edit: the staff member signed out. */
export function forgetKeptStates(): void {
  kept.clear();
}
