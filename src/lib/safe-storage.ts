import type { UseStore } from 'idb-keyval';

// Private modes, and storage the shopper has blocked, make the browser's storage throw: reading
// `localStorage`, `sessionStorage` or `indexedDB` raises a SecurityError, opening a database
// fails, and a write may meet a full quota (QuotaExceededError). The shop reaches storage only
// through here, where none of that throws: what cannot be kept is not kept, and every page works
// without it.

export type StorageArea = 'localStorage' | 'sessionStorage';

/** A small key-value store whose calls never throw. */
export interface SafeStore {
  /** The text kept under `key`; null when there is none or the storage cannot be read. */
  getItem(key: string): string | null;
  /** Whether `value` was kept: false when the storage is refused or full. */
  setItem(key: string, value: string): boolean;
  removeItem(key: string): void;
  /** The keys it holds now (none when the storage cannot be read). */
  keys(): string[];
}

function using<T>(area: StorageArea, work: (storage: Storage) => T, otherwise: T): T {
  try {
    const storage = window[area];
    return storage ? work(storage) : otherwise;
  } catch {
    return otherwise;
  }
}

/** The browser's `area` as it is: what it refuses is not kept, and `setItem` says so. */
export function browserStore(area: StorageArea): SafeStore {
  return {
    getItem: (key) => using(area, (storage) => storage.getItem(key), null),
    setItem: (key, value) => using(area, (storage) => (storage.setItem(key, value), true), false),
    removeItem: (key) => using(area, (storage) => storage.removeItem(key), undefined),
    keys: () =>
      using(
        area,
        (storage) =>
          Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
            (key): key is string => key !== null,
          ),
        [],
      ),
  };
}

const PROBE_KEY = 'storageProbe';

/** Whether `area` keeps what is written to it now: it can be reached, written and read back. */
export function storageKeeps(area: StorageArea): boolean {
  const store = browserStore(area);
  const kept = store.setItem(PROBE_KEY, PROBE_KEY) && store.getItem(PROBE_KEY) === PROBE_KEY;
  store.removeItem(PROBE_KEY);
  return kept;
}

const memories: Record<StorageArea, Map<string, string>> = {
  localStorage: new Map(),
  sessionStorage: new Map(),
};

/**
 * The browser's `area`, and for what it refuses, memory for as long as this page lives: enough
 * for what goes from one screen to the next within a visit (the page to come back to after
 * signing in, the pieces about to be ordered), which a reload then forgets.
 */
export function browserStoreOrMemory(area: StorageArea): SafeStore {
  const store = browserStore(area);
  const memory = memories[area];
  return {
    getItem: (key) => memory.get(key) ?? store.getItem(key),
    setItem: (key, value) => {
      if (store.setItem(key, value)) {
        memory.delete(key);
      } else {
        memory.set(key, value);
        // An older value the storage still holds must not come back after this page.
        store.removeItem(key);
      }
      return true;
    },
    removeItem: (key) => {
      memory.delete(key);
      store.removeItem(key);
    },
    keys: () => [...new Set([...memory.keys(), ...store.keys()])],
  };
}

/** Session storage, or memory for this page: spec §3's maintain, openid, wxLoginCallBackPage… */
export const sessionStore = browserStoreOrMemory('sessionStorage');

/** The browser's IndexedDB, or null where it is missing or reading it throws. */
export function indexedDbFactory(): IDBFactory | null {
  try {
    return globalThis.indexedDB ?? null;
  } catch {
    return null;
  }
}

/**
 * How long a database may take to open before the shop goes on without it: one that opens at
 * all does so in well under a second, and the first page waits for the catalogue kept in it.
 */
export const OPEN_DEADLINE_MS = 3000;

function openDatabase(
  factory: IDBFactory | null,
  name: string,
  storeName: string,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    // A throw in here (no IndexedDB, `open` refused) rejects the promise.
    if (!factory) throw new DOMException('IndexedDB is not available', 'NotSupportedError');
    const request = factory.open(name);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new DOMException('Not opened', 'UnknownError'));
  });
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new DOMException('IndexedDB did not answer', 'TimeoutError')),
      ms,
    );
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * An idb-keyval store in the database `name`, opened on its first use. Where IndexedDB is
 * refused or fails to open, each call fails with a rejected promise (never a throw), and its
 * caller goes on with nothing kept; a database that failed to open, or that the browser closed,
 * is opened again at the next call. One that has not answered within OPEN_DEADLINE_MS fails the
 * calls waiting for it, and every call after them at once, until it answers.
 */
export function keyValueStore(
  name: string,
  storeName: string,
  factory: () => IDBFactory | null = indexedDbFactory,
): UseStore {
  let database: Promise<IDBDatabase> | null = null;
  const opened = () => {
    if (database) return database;
    const opening = openDatabase(factory(), name, storeName);
    const waited = withDeadline(opening, OPEN_DEADLINE_MS);
    database = waited;
    opening.then(
      (db) => {
        database = Promise.resolve(db);
        db.onclose = () => (database = null);
      },
      () => (database = null),
    );
    return waited;
  };
  return (mode, callback) =>
    opened().then((db) => callback(db.transaction(storeName, mode).objectStore(storeName)));
}
