import { Workbox } from 'workbox-window';

// Loaded once the first page has settled (src/lib/service-worker.ts).

const UPDATE_CHECK_MS = 60 * 60_000;

export interface RegistrationEvents {
  /** A new version is installed and waits for the shopper. */
  onWaiting(): void;
  /** Whether a worker taking over the page should reload it. */
  reloadOnTakeOver(): boolean;
}

/**
 * Registers the worker and asks for newer ones when the shop comes back into view, and hourly.
 * Fails where the browser refuses it.
 */
export async function registerWorker(
  container: ServiceWorkerContainer,
  events: RegistrationEvents,
): Promise<Workbox> {
  const update = (worker: Workbox) => void worker.update().catch(() => undefined);
  const registered = new Workbox('/service-worker.js', { scope: '/' });
  registered.addEventListener('waiting', events.onWaiting);
  registered.addEventListener('controlling', () => {
    if (events.reloadOnTakeOver()) window.location.reload();
  });
  const firstVisit = !container.controller;
  await registered.register();
  if (firstVisit) void keepFilesOfThisPage(registered).catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') update(registered);
  });
  window.setInterval(() => update(registered), UPDATE_CHECK_MS);
  return registered;
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
