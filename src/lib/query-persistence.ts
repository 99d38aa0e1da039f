import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { keyValueStore } from './safe-storage';

// Loaded apart from the first page's code: src/lib/query-client.ts says when, and what is kept.

/** idb-keyval's own database and store, where earlier builds kept the copy. */
const database = keyValueStore('keyval-store', 'keyval');
const storage = {
  getItem: async (key: string) => (await get<string>(key, database)) ?? null,
  setItem: (key: string, value: string) => set(key, value, database),
  removeItem: (key: string) => del(key, database),
};
const CACHE_KEY = 'shop-query-cache';
/** Writes as the cache changes, at most once a second. */
const persister = createAsyncStoragePersister({ key: CACHE_KEY, storage, throttleTime: 1000 });
/** Writes at once: when the page is being left there is no second to wait. */
const flushPersister = createAsyncStoragePersister({ key: CACHE_KEY, storage, throttleTime: 0 });

const BUSTER = __BUILD_ID__;

/** Puts the copy back into the cache; one from another build or older than `maxAge` is dropped. */
export function restoreQueries(queryClient: QueryClient, maxAge: number): Promise<void> {
  return persistQueryClientRestore({ queryClient, persister, buster: BUSTER, maxAge });
}

/** Writes the queries `kept` allows; `now` without waiting for the throttle. */
export function saveQueries(
  queryClient: QueryClient,
  kept: (query: Query) => boolean,
  { now = false } = {},
): Promise<void> {
  return persistQueryClientSave({
    queryClient,
    persister: now ? flushPersister : persister,
    buster: BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: kept },
  });
}
