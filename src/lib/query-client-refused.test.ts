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

/** Where src/lib/query-client.ts notes the build whose copy IndexedDB holds. */
const SAVED_BUILD_KEY = 'shop-query-cache-build';

beforeEach(() => {
  vi.resetModules();
  // A returning visitor of this build: the first render waits for the copy.
  localStorage.setItem(SAVED_BUILD_KEY, __BUILD_ID__);
  // The persister reports a store it could not read in development builds.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  allowStorage();
  localStorage.clear();
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

describe('the kept catalogue on a first visit', () => {
  it.each([
    ['none was ever written', null],
    ['the copy is from another build', 'an-earlier-build'],
  ])('is not read, nor its database opened, when %s', async (_case, savedBuild) => {
    if (savedBuild === null) localStorage.removeItem(SAVED_BUILD_KEY);
    else localStorage.setItem(SAVED_BUILD_KEY, savedBuild);
    const open = vi.fn(() => ({}));
    indexedDbAnswering(open);
    const { restorePersistedQueries } = await freshModule();
    await restorePersistedQueries(new QueryClient());
    expect(open).not.toHaveBeenCalled();
  });

  it('is written once the page has settled, and the next visit reads it', async () => {
    localStorage.removeItem(SAVED_BUILD_KEY);
    indexedDbAnswering(() => ({}));
    const { persistQueriesFrom } = await freshModule();
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    persistQueriesFrom(queryClient);
    queryClient.setQueryData(['search', 'suggest', 'coat', 'cn'], ['a personal-looking word']);
    queryClient.setQueryData(['goods', 'detail', 3, 'cn'], { id: 3 });
    // The loaded document's first seconds belong to the page: nothing is written yet.
    await vi.advanceTimersByTimeAsync(1900);
    expect(localStorage.getItem(SAVED_BUILD_KEY)).toBeNull();
    await vi.waitFor(() => expect(localStorage.getItem(SAVED_BUILD_KEY)).toBe(__BUILD_ID__), {
      timeout: 5000,
    });
  });

  it('notes nothing while only queries that are never kept change', async () => {
    localStorage.removeItem(SAVED_BUILD_KEY);
    indexedDbAnswering(() => ({}));
    const { persistQueriesFrom } = await freshModule();
    const queryClient = new QueryClient();
    persistQueriesFrom(queryClient);
    queryClient.setQueryData(['me', 'profile'], { name: 'Li' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localStorage.getItem(SAVED_BUILD_KEY)).toBeNull();
  });
});
