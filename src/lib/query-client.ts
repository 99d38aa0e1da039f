import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient, type Query } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Public catalogue or content data that may outlive the tab in IndexedDB. */
      persist?: boolean;
    };
  }
}

/**
 * The root of every personal query's key (['me', 'profile'], ['me', 'addresses'] …): signing
 * out, or a -1 reply, removes them all at once. None of them is ever marked `meta.persist`.
 */
export const PERSONAL_QUERY_KEY = ['me'] as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 24 * 60 * 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

const storage = {
  getItem: async (key: string) => (await get<string>(key)) ?? null,
  setItem: (key: string, value: string) => set(key, value),
  removeItem: (key: string) => del(key),
};
const CACHE_KEY = 'shop-query-cache';
/** Writes as the cache changes, at most once a second. */
const persister = createAsyncStoragePersister({ key: CACHE_KEY, storage, throttleTime: 1000 });
/** Writes at once: when the page is being left there is no second to wait. */
const flushPersister = createAsyncStoragePersister({ key: CACHE_KEY, storage, throttleTime: 0 });

/** Only public queries marked `meta.persist` are written to IndexedDB; nothing personal is. */
export function shouldPersistQuery(query: Query): boolean {
  return query.meta?.persist === true && query.state.status === 'success';
}

const BUSTER = __BUILD_ID__;
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/**
 * Puts the persisted catalogue, menus, footer and home queries back into the cache. The app
 * awaits it before its first render, so that a returning visitor's pages show before the
 * network answers; a copy from another build or older than a week is dropped.
 */
export async function restorePersistedQueries(queryClient: QueryClient): Promise<void> {
  try {
    await persistQueryClientRestore({ queryClient, persister, buster: BUSTER, maxAge: MAX_AGE_MS });
  } catch {
    // An unreadable store is the same as an empty one: the network fills the cache.
  }
}

/**
 * Writes the public queries marked `meta.persist` to IndexedDB as they change, and once more
 * when the page is hidden or left, so that a quick visit is kept too.
 */
export function persistQueriesFrom(queryClient: QueryClient): void {
  const options = {
    queryClient,
    persister,
    buster: BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
  persistQueryClientSubscribe(options);
  const flush = () => void persistQueryClientSave({ ...options, persister: flushPersister });
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
