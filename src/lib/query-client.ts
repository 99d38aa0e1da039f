import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient, type Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Public catalogue or content data that may outlive the tab in IndexedDB. */
      persist?: boolean;
    };
  }
}

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

const persister = createAsyncStoragePersister({
  key: 'shop-query-cache',
  storage: {
    getItem: async (key: string) => (await get<string>(key)) ?? null,
    setItem: (key: string, value: string) => set(key, value),
    removeItem: (key: string) => del(key),
  },
  throttleTime: 1000,
});

/** Only public queries marked `meta.persist` are written to IndexedDB; nothing personal is. */
export function shouldPersistQuery(query: Query): boolean {
  return query.meta?.persist === true && query.state.status === 'success';
}

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  buster: __BUILD_ID__,
  maxAge: 7 * 24 * 60 * 60_000,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
};
