// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserStore,
  browserStoreOrMemory,
  indexedDbFactory,
  keyValueStore,
  OPEN_DEADLINE_MS,
  storageKeeps,
  type StorageArea,
} from './safe-storage';
import { allowStorage, refuseAccess, refuseWrites } from './refused-storage.testing';

const AREAS: StorageArea[] = ['localStorage', 'sessionStorage'];

afterEach(() => {
  allowStorage();
  localStorage.clear();
  sessionStorage.clear();
});

describe.each(AREAS)('%s through the safe store', (area) => {
  it('keeps and gives back what is written while the browser allows it', () => {
    const store = browserStore(area);
    expect(store.setItem('k', 'v')).toBe(true);
    expect(store.getItem('k')).toBe('v');
    expect(window[area].getItem('k')).toBe('v');
    expect(storageKeeps(area)).toBe(true);
    store.removeItem('k');
    expect(store.getItem('k')).toBeNull();
  });

  it('keeps nothing, and says so, where reaching the storage throws', () => {
    window[area].setItem('k', 'before');
    refuseAccess(area);
    const store = browserStore(area);
    expect(store.getItem('k')).toBeNull();
    expect(store.setItem('k', 'v')).toBe(false);
    expect(() => store.removeItem('k')).not.toThrow();
    expect(storageKeeps(area)).toBe(false);
  });

  it('says a write was not kept where the storage is full, and reads what it has', () => {
    window[area].setItem('k', 'before');
    refuseWrites();
    const store = browserStore(area);
    expect(store.setItem('k', 'v')).toBe(false);
    expect(store.getItem('k')).toBe('before');
    expect(storageKeeps(area)).toBe(false);
  });
});

describe('a store that falls back to memory for this page', () => {
  it('uses the storage while it works, and nothing is left in memory', () => {
    const store = browserStoreOrMemory('sessionStorage');
    store.setItem('page', '/cart');
    expect(sessionStorage.getItem('page')).toBe('/cart');
    sessionStorage.removeItem('page');
    expect(store.getItem('page')).toBeNull();
  });

  it('keeps what the refused storage cannot, until it is removed', () => {
    refuseAccess('sessionStorage');
    const store = browserStoreOrMemory('sessionStorage');
    expect(store.getItem('page')).toBeNull();
    expect(store.setItem('page', '/cart')).toBe(true);
    expect(store.getItem('page')).toBe('/cart');
    store.removeItem('page');
    expect(store.getItem('page')).toBeNull();
  });

  it('lists the keys it holds, in the storage and in memory, and none of a refused one', () => {
    const store = browserStoreOrMemory('localStorage');
    store.setItem('kept', '1');
    expect(store.keys()).toEqual(['kept']);
    refuseAccess('localStorage');
    expect(browserStore('localStorage').keys()).toEqual([]);
    store.setItem('held', '2');
    expect(store.keys()).toEqual(['held']);
    store.removeItem('held');
    expect(store.keys()).toEqual([]);
  });

  it('gives the value it could not write, never the older one the full storage holds', () => {
    localStorage.setItem('items', 'older');
    refuseWrites();
    const store = browserStoreOrMemory('localStorage');
    store.setItem('items', 'newer');
    expect(store.getItem('items')).toBe('newer');
    expect(localStorage.getItem('items')).toBeNull();
    vi.restoreAllMocks();
    // Writable again: the storage takes the value, and memory lets go of it.
    store.setItem('items', 'newest');
    expect(localStorage.getItem('items')).toBe('newest');
    localStorage.removeItem('items');
    expect(store.getItem('items')).toBeNull();
  });
});

/** An open request that answers only when told to, as a browser's does. */
function openRequest() {
  const request = {
    result: undefined as unknown,
    error: null as DOMException | null,
    onsuccess: null as (() => void) | null,
    onerror: null as (() => void) | null,
    onupgradeneeded: null as (() => void) | null,
  };
  return request;
}

function factoryOpening(requests: ReturnType<typeof openRequest>[]) {
  return () =>
    ({
      open: vi.fn(() => {
        const request = openRequest();
        requests.push(request);
        return request;
      }),
    }) as unknown as IDBFactory;
}

describe('IndexedDB through the safe store', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('is null where reading indexedDB throws', () => {
    refuseAccess('indexedDB');
    expect(indexedDbFactory()).toBeNull();
  });

  it('fails each call, without throwing, where there is no IndexedDB', async () => {
    const store = keyValueStore('shop', 'keyval', () => null);
    const read = vi.fn();
    await expect(store('readonly', read)).rejects.toThrow(/not available/);
    expect(read).not.toHaveBeenCalled();
  });

  it('fails each call where opening the database throws', async () => {
    const factory = {
      open: () => {
        throw new DOMException('A mutation operation was attempted', 'InvalidStateError');
      },
    } as unknown as IDBFactory;
    const store = keyValueStore('shop', 'keyval', () => factory);
    await expect(store('readonly', vi.fn())).rejects.toThrow(/mutation operation/);
  });

  it('fails a call whose database fails to open, and opens it again for the next', async () => {
    const requests: ReturnType<typeof openRequest>[] = [];
    const store = keyValueStore('shop', 'keyval', factoryOpening(requests));
    const first = store('readonly', vi.fn());
    const request = requests[0];
    if (!request) throw new Error('not opened');
    request.error = new DOMException('The database is refused', 'UnknownError');
    request.onerror?.();
    await expect(first).rejects.toThrow(/refused/);
    void store('readonly', vi.fn()).catch(() => undefined);
    expect(requests).toHaveLength(2);
  });

  it('stops waiting for a database that does not answer', async () => {
    vi.useFakeTimers();
    const requests: ReturnType<typeof openRequest>[] = [];
    const store = keyValueStore('shop', 'keyval', factoryOpening(requests));
    const read = vi.fn();
    const call = store('readonly', read);
    const failed = expect(call).rejects.toThrow(/did not answer/);
    await vi.advanceTimersByTimeAsync(OPEN_DEADLINE_MS - 1);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(read).not.toHaveBeenCalled();
    // Still not answering: the next call fails at once, and nothing is opened again.
    await expect(store('readonly', read)).rejects.toThrow(/did not answer/);
    expect(requests).toHaveLength(1);
    vi.useRealTimers();
  });
});
