import { browserStore, type SafeStore } from './safe-storage';
import { activateWaitingWorker } from './service-worker';

/** Spec §9: after a failed chunk load, reload the page, at most once every 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'chunkReloadAt';

/**
 * Whether to reload now. The time of the reload must outlive it: where session storage refuses
 * it, the page does not reload by itself (it could not tell its second reload from its first),
 * and its error page offers the reload instead.
 */
export function shouldReloadAfterChunkError(now: number, storage: SafeStore): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  return storage.setItem(KEY, String(now));
}

/** Session storage as it is: no stand-in, whose memory would end with the reload. */
const session = browserStore('sessionStorage');

/** Whether a file of the app failed to load in this page: its error page offers a reload. */
export const chunkLoad = { failed: false };

/**
 * After a deploy a lazy route's file may be gone. Online, the page reloads once (at most once a
 * minute), after letting a newer service worker take over so that the reload gets the new
 * build; offline it stays, and the error page says the network is needed.
 */
export async function recoverFromChunkError(): Promise<void> {
  chunkLoad.failed = true;
  if (!navigator.onLine) return;
  if (!shouldReloadAfterChunkError(Date.now(), session)) return;
  await activateWaitingWorker();
  window.location.reload();
}

/** The key under which the router remembers that it reloaded after a failed import. */
const routerReloadKey = (error: unknown) =>
  `tanstack_router_reload:${error instanceof Error ? error.message : String(error)}`;

/**
 * Every failed import of the app's files goes through Vite's preload helper, which reports it
 * as `vite:preloadError` before the router sees it. The router would reload on its own once per
 * failed file; marking that as done leaves the guard above the only one to decide. The error
 * still reaches the router, whose error page shows until the reload, or stays offline.
 */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    // Where storage is full or blocked this is not kept; the guard still decides below.
    session.setItem(routerReloadKey(error), '1');
    void recoverFromChunkError();
  });
}
