import { Workbox } from 'workbox-window';
import { proxy } from 'valtio';

/** A new version of the shop is waiting; the shell shows a prompt that calls `applyUpdate`. */
export const updateState = proxy({ waiting: false });

let workbox: Workbox | null = null;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  workbox = new Workbox('/service-worker.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    updateState.waiting = true;
  });
  workbox.addEventListener('controlling', () => window.location.reload());
  void workbox.register();
}

export function applyUpdate(): void {
  workbox?.messageSkipWaiting();
}
