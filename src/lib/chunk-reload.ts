import { activateWaitingWorker } from './service-worker';

/** Spec §9: after a failed chunk load, reload the page, at most once every 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'chunkReloadAt';

export function shouldReloadAfterChunkError(now: number, storage: Storage): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  return true;
}

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
  if (!shouldReloadAfterChunkError(Date.now(), sessionStorage)) return;
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
    try {
      sessionStorage.setItem(routerReloadKey(error), '1');
    } catch {
      // Storage may be full or blocked; the guard still decides below.
    }
    void recoverFromChunkError();
  });
}
