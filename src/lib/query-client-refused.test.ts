// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowStorage, refuseAccess } from './refused-storage.testing';
import { OPEN_DEADLINE_MS } from './safe-storage';

// The first render waits for the catalogue kept in IndexedDB: where there is none to be had,
// it must not wait for ever.

/** The query client module as a fresh page loads it (its persister opens the database once). */
const freshModule = () => import('./query-client');

function indexedDbAnswering(open: () => unknown): void {
  Object.defineProperty(window, 'indexedDB', { configurable: true, value: { open } });
}

beforeEach(() => {
  vi.resetModules();
  // The persister reports a store it could not read in development builds.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  allowStorage();
});

describe('the kept catalogue where IndexedDB is refused', () => {
  it('restores nothing, and the page goes on', async () => {
    refuseAccess('indexedDB');
    const { restorePersistedQueries } = await freshModule();
    const queryClient = new QueryClient();
    await expect(restorePersistedQueries(queryClient)).resolves.toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('is not written at all', async () => {
    refuseAccess('indexedDB');
    const { persistQueriesFrom } = await freshModule();
    const queryClient = new QueryClient();
    const subscribe = vi.spyOn(queryClient.getQueryCache(), 'subscribe');
    persistQueriesFrom(queryClient);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('restores nothing where opening the database throws', async () => {
    indexedDbAnswering(() => {
      throw new DOMException('A mutation operation was attempted', 'InvalidStateError');
    });
    const { restorePersistedQueries } = await freshModule();
    await expect(restorePersistedQueries(new QueryClient())).resolves.toBeUndefined();
  });

  it('is waited for no longer than the deadline when the database never answers', async () => {
    vi.useFakeTimers();
    indexedDbAnswering(() => ({}));
    const { restorePersistedQueries } = await freshModule();
    let restored = false;
    const restoring = restorePersistedQueries(new QueryClient()).then(() => (restored = true));
    await vi.advanceTimersByTimeAsync(OPEN_DEADLINE_MS - 1);
    expect(restored).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await restoring;
    expect(restored).toBe(true);
  });
});
