import { QueryClient, type Query } from '@tanstack/react-query';
import { deviceOffline, NetworkError } from './api-client';
import { whenPageSettled } from './idle';
import { browserStore, indexedDbFactory, storageKeeps } from './safe-storage';

/**
 * The root of every personal query's key (['me', 'profile'], ['me', 'addresses'] …): signing
 * out, or a -1 reply, removes them all at once. None of them is ever persisted (the bag, the
 * orders and the account overview keep their last-seen copies apart, in src/lib/last-seen.ts,
 * wiped at the same moments).
 */
export const PERSONAL_QUERY_KEY = ['me'] as const;

/**
 * How young a personal reply must be not to be asked again when its screen draws. Such replies
 * are asked anew each time their screen opens, but the one the page's loader asked for as the
 * page opened is the page's own: without this, the page would ask a second time as it draws.
 */
export const JUST_ASKED_MS = 2_000;

/**
 * After a change on the server, the queries under `queryKey` read again (those on screen at
 * once). A read already under way may have left before the change: it is cancelled first, as
 * invalidating a query that has no data yet would only wait for that read and keep its answer.
 */
export async function refetchAfterChange(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

/** How long a persisted copy of the catalogue stays usable. */
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/**
 * One more try after a network failure; none for a reply from the server (such as "not found",
 * which a second try does not change) and none while the device is known to be offline.
 */
function retryNetworkOnce(failures: number, error: unknown): boolean {
  if (!(error instanceof NetworkError)) return false;
  return !error.offline && !deviceOffline() && failures < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // No shorter than the persisted copy's age, or restored queries would be dropped early.
        gcTime: MAX_AGE_MS,
        retry: retryNetworkOnce,
        refetchOnWindowFocus: false,
        // Offline a query still runs: the service worker may hold its reply, and when it does
        // not, the page says the network is needed instead of waiting without end.
        networkMode: 'always',
      },
      // An order, a bag change or a message is sent now or fails now; nothing waits in a queue.
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

/**
 * The queries that may outlive the tab in IndexedDB: public catalogue and content data, by the
 * start of their key. The shop's open or closed state is kept only without an operator's
 * bypass pair (the key's third part), which stays in the session. Activity popups are not
 * kept: each visit asks the server, so a campaign that has ended never comes back.
 */
const PERSISTED_KEY_PREFIXES: readonly (readonly unknown[])[] = [
  ['goods'],
  ['search', 'hot'],
  ['content', 'menus'],
  ['content', 'footer'],
  ['content', 'home-template'],
  ['content', 'publish-status', null],
  ['documents'],
  ['topics'],
  ['stores'],
  ['washing', 'care'],
  ['personalise'],
];

export function isPersistedKey(queryKey: readonly unknown[]): boolean {
  if (queryKey[0] === PERSONAL_QUERY_KEY[0]) return false;
  return PERSISTED_KEY_PREFIXES.some((prefix) =>
    prefix.every((part, index) => queryKey[index] === part),
  );
}

/** Only successful queries on the allow-list are written to IndexedDB; nothing personal is. */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.status === 'success' && isPersistedKey(query.queryKey);
}

/**
 * The build whose queries were last written to IndexedDB, kept in local storage: a first visit,
 * or one after a deploy (whose copy would be dropped anyway), neither opens the database nor
 * loads the code that reads it before the first render.
 */
const SAVED_BUILD_KEY = 'shop-query-cache-build';
const localStore = browserStore('localStorage');

/** Whether IndexedDB may hold a copy this build can use: where it cannot be told, it may. */
function mayHoldCopy(): boolean {
  return localStore.getItem(SAVED_BUILD_KEY) === __BUILD_ID__ || !storageKeeps('localStorage');
}

const persistence = () => import('./query-persistence');
/** Whether the start read a copy back: its code is loaded, and the writer follows it at once. */
let readAtStart = false;
/** How long after the load a first visit's writer waits: the page's own code goes first. */
const WRITER_QUIET_MS = 2000;

/**
 * Puts the persisted catalogue, menus, footer and home queries back into the cache. The app
 * awaits it before its first render, so that a returning visitor's pages show before the
 * network answers; a copy from another build or older than a week is dropped.
 */
export async function restorePersistedQueries(queryClient: QueryClient): Promise<void> {
  if (!indexedDbFactory() || !mayHoldCopy()) return;
  readAtStart = true;
  try {
    await (await persistence()).restoreQueries(queryClient, MAX_AGE_MS);
  } catch {
    // An unreadable store (refused, failing, not answering), or its code not loading, is an
    // empty one: the network fills the cache.
  }
}

/**
 * Writes the allowed public queries to IndexedDB when one of them gets new data or leaves the
 * cache, and once more when the page is hidden or left. Only those events count: were a query
 * merely starting to fetch enough, it would take the throttle's first write, and the reply
 * that follows would wait a second that a shopper moving on quickly never gives it. The code
 * that writes loads once the page has settled, unless a copy was restored with it.
 */
export function persistQueriesFrom(queryClient: QueryClient): void {
  // Where the browser has no IndexedDB for the shop, nothing is written, nor worked out.
  if (!indexedDbFactory()) return;
  let writer: Awaited<ReturnType<typeof persistence>> | undefined;
  let changedBeforeLoaded = false;
  const load = () =>
    persistence().then(
      (loaded) => {
        writer = loaded;
        if (changedBeforeLoaded) save();
      },
      () => undefined,
    );
  const save = () => {
    if (!writer) {
      changedBeforeLoaded = true;
      return;
    }
    localStore.setItem(SAVED_BUILD_KEY, __BUILD_ID__);
    void writer.saveQueries(queryClient, shouldPersistQuery);
  };
  if (readAtStart) void load();
  else whenPageSettled(() => void load(), WRITER_QUIET_MS);
  queryClient.getQueryCache().subscribe((event) => {
    const changed =
      event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success');
    if (changed && isPersistedKey(event.query.queryKey)) save();
  });
  const flush = () => {
    if (writer) void writer.saveQueries(queryClient, shouldPersistQuery, { now: true });
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
