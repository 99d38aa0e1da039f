// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoad, whenIdle } from './idle';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterLoad', () => {
  it('runs at once on a loaded document', () => {
    setReadyState('complete');
    const task = vi.fn();
    afterLoad(task);
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits for the load event, and never runs once cancelled', () => {
    setReadyState('loading');
    const waited = vi.fn();
    const cancelled = vi.fn();
    afterLoad(waited);
    afterLoad(cancelled)();
    expect(waited).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    expect(waited).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('whenIdle', () => {
  it('asks for an idle moment with its deadline, and can be cancelled', () => {
    const request = vi.fn(() => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const task = vi.fn();
    whenIdle(task, 1500)();
    expect(request).toHaveBeenCalledWith(task, { timeout: 1500 });
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('runs in the next task where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    expect('requestIdleCallback' in window).toBe(false);
    const task = vi.fn();
    const kept = vi.fn();
    whenIdle(task, 1000)();
    whenIdle(kept, 1000);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledOnce();
  });
});
