import { Workbox } from 'workbox-window';

// The service worker's registration, loaded once the first page is idle (service-worker.ts).

let workbox: Workbox | null = null;
const UPDATE_CHECK_MS = 60 * 60_000;
let updateAccepted = false;

export async function register(updateState: { waiting: boolean }): Promise<void> {
  workbox = new Workbox('/service-worker.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    updateState.waiting = true;
  });
  // Reload only when the shopper asked for the new version, not when the first one takes over.
  workbox.addEventListener('controlling', () => {
    if (updateAccepted) window.location.reload();
  });
  const firstVisit = !navigator.serviceWorker.controller;
  const registered = workbox;
  await registered.register();
  if (firstVisit) void keepFilesOfThisPage(registered);
  // A shop left open in a tab asks for a new version when it comes back into view, and hourly.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registered.update();
  });
  window.setInterval(() => void registered.update(), UPDATE_CHECK_MS);
}

export function applyUpdate(): void {
  updateAccepted = true;
  workbox?.messageSkipWaiting();
}

/**
 * The files this page loaded before the worker existed (its lazy route chunks and pictures) go
 * into the worker's caches too, so that the very first page visited also opens offline.
 */
async function keepFilesOfThisPage(worker: Workbox): Promise<void> {
  await worker.active;
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && /^\/(assets|media)\//.test(url.pathname))
    .map((url) => url.href);
  void worker.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
