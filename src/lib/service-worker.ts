import type { Workbox } from 'workbox-window';
import { proxy } from 'valtio';
import { whenPageSettled } from './idle';

/** A new version of the shop is waiting; the shell shows a prompt that calls `applyUpdate`. */
export const updateState = proxy({ waiting: false });

let workbox: Workbox | null = null;
const REGISTER_DELAY_MS = 3000;
const REGISTER_IDLE_WAIT_MS = 5000;
let updateAccepted = false;

/**
 * The page's service workers, or null where the browser has none for it: where storage is
 * blocked, reading `navigator.serviceWorker` throws a SecurityError (Firefox).
 */
function serviceWorkers(): ServiceWorkerContainer | null {
  try {
    return 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  } catch {
    return null;
  }
}

/**
 * Registers the worker and keeps asking for newer ones. Never fails: where the browser refuses
 * a worker (storage blocked, a private mode), or cannot reach it now, the shop goes on online
 * without one. Its code loads only now: the first page never waits for it.
 */
export async function registerNow(): Promise<void> {
  const container = serviceWorkers();
  if (!container) return;
  try {
    const { registerWorker } = await import('./service-worker-registration');
    workbox = await registerWorker(container, {
      onWaiting: () => {
        updateState.waiting = true;
      },
      // Reload only when the shopper asked for the new version, not when the first one takes over.
      reloadOnTakeOver: () => updateAccepted,
    });
  } catch {
    // No worker: nothing is kept for offline, and everything else works.
  }
}

/** Registers the service worker once the page has loaded and is idle, so it never delays the first paint. */
export function registerServiceWorker(): void {
  if (!serviceWorkers()) return;
  // A few seconds after the load, when the browser is idle: the first page has the network to
  // itself.
  whenPageSettled(() => void registerNow(), REGISTER_DELAY_MS, REGISTER_IDLE_WAIT_MS);
}

export function applyUpdate(): void {
  updateAccepted = true;
  workbox?.messageSkipWaiting();
}

/**
 * Asks the server for a newer worker and, if one is installed, lets it take over at once. Used
 * only before a reload that must get the new build (a file of the old one is gone).
 */
export async function activateWaitingWorker(timeoutMs = 5000): Promise<void> {
  const container = serviceWorkers();
  const registration = await container?.getRegistration().catch(() => undefined);
  if (!container || !registration) return;
  await registration.update().catch(() => undefined);
  const installed = registration.waiting ?? (await installedWorker(registration, timeoutMs));
  if (!installed) return;
  await new Promise<void>((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true });
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
