// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageSettled } from './usePageSettled';

// What waits for the page to settle (the activity popups, the footer) must not start while the
// page a visit opens on still has its load, a quiet moment after it, or a busy browser ahead.

let container: HTMLElement;
let root: Root;
let seen: boolean[];

function Probe({ quietMs }: { quietMs?: number }) {
  seen.push(usePageSettled(quietMs));
  return null;
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  seen = [];
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePageSettled', () => {
  it('settles after the load, the quiet time and an idle moment, in that order', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (task: () => void) => ((idle = task), 1));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    act(() => root.render(<Probe quietMs={1000} />));
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(idle).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(seen.at(-1)).toBe(false);
    act(() => idle?.());
    expect(seen.at(-1)).toBe(true);
  });

  it('never settles once the page that waited is gone', async () => {
    const idleTasks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
    vi.stubGlobal('cancelIdleCallback', () => idleTasks.splice(0));
    act(() => root.render(<Probe quietMs={1000} />));
    act(() => root.render(<></>));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(idleTasks).toHaveLength(0);
    expect(seen.every((settled) => !settled)).toBe(true);
  });
});
