import { proxy } from 'valtio';
import { afterLoad, whenIdle } from './idle';

/** A new version of the shop is waiting; the shell shows a prompt that calls `applyUpdate`. */
export const updateState = proxy({ waiting: false });

const REGISTER_DELAY_MS = 3000;
const REGISTER_IDLE_WAIT_MS = 5000;

/**
 * Registers the service worker once the page has loaded and is idle, so it never delays the first
 * paint; the registration's code comes with it, outside the first download.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // A few seconds after the load, when the browser is idle: the first page has the network to
  // itself.
  afterLoad(() => {
    window.setTimeout(
      () =>
        whenIdle(
          // Offline, on a device that never loaded it, the worker registered before stays.
          () =>
            void import('./service-worker-registration')
              .then((m) => m.register(updateState))
              .catch(() => undefined),
          REGISTER_IDLE_WAIT_MS,
        ),
      REGISTER_DELAY_MS,
    );
  });
}

/** The shopper asked for the new version: shown only once the registration has loaded. */
export function applyUpdate(): void {
  void import('./service-worker-registration').then((m) => m.applyUpdate()).catch(() => undefined);
}

/**
 * Asks the server for a newer worker and, if one is installed, lets it take over at once. Used
 * only before a reload that must get the new build (a file of the old one is gone).
 */
export async function activateWaitingWorker(timeoutMs = 5000): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (!registration) return;
  await registration.update().catch(() => undefined);
  const installed = registration.waiting ?? (await installedWorker(registration, timeoutMs));
  if (!installed) return;
  await new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    installed.postMessage({ type: 'SKIP_WAITING' });
    window.setTimeout(resolve, timeoutMs);
  });
}

function installedWorker(
  registration: ServiceWorkerRegistration,
  timeoutMs: number,
): Promise<ServiceWorker | null> {
  const installing = registration.installing;
  if (!installing) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(null), timeoutMs);
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' || installing.state === 'redundant') {
        window.clearTimeout(timer);
        resolve(installing.state === 'installed' ? installing : null);
      }
    });
  });
}
