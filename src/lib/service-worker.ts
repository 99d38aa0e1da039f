import type { Workbox } from 'workbox-window';
import { proxy } from 'valtio';

/** A new version of the shop is waiting; the shell shows a prompt that calls `applyUpdate`. */
export const updateState = proxy({ waiting: false });

let workbox: Workbox | null = null;
const REGISTER_DELAY_MS = 3000;
let updateAccepted = false;

/** Registers the service worker once the page has loaded and is idle, so it never delays the first paint. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    workbox = new Workbox('/service-worker.js', { scope: '/' });
    workbox.addEventListener('waiting', () => {
      updateState.waiting = true;
    });
    // Reload only when the shopper asked for the new version, not when the first one takes over.
    workbox.addEventListener('controlling', () => {
      if (updateAccepted) window.location.reload();
    });
    await workbox.register();
  };
  // A few seconds after the load, when the browser is idle: the first page has the network to
  // itself. Safari (and so WeChat on iOS) has no requestIdleCallback.
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void register(), { timeout: 5000 })
      : void register();
  const later = () => window.setTimeout(whenIdle, REGISTER_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

export function applyUpdate(): void {
  updateAccepted = true;
  workbox?.messageSkipWaiting();
}
