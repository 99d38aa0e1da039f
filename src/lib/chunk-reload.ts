/** Spec §9: after a failed chunk load, reload the page, at most once every 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'chunkReloadAt';

export function shouldReloadAfterChunkError(now: number, storage: Storage): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  return true;
}

export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (shouldReloadAfterChunkError(Date.now(), sessionStorage)) {
      event.preventDefault();
      window.location.reload();
    }
  });
}
