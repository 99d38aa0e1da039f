import { browserStoreOrMemory } from '../../lib/safe-storage';
import { PENDING_LOGOUT_KEY } from './pending-logout-key';

// Sending the logouts left waiting (pending-logout.ts) is code a visit rarely needs: it loads
// only when one is waiting.

const store = browserStoreOrMemory('localStorage');

function sendIfWaiting(): void {
  if (store.getItem(PENDING_LOGOUT_KEY) === null) return;
  void import('./pending-logout').then(
    ({ pendingLogouts }) => pendingLogouts.send(),
    // Its code not loading is one more chance missed: the next start or reconnection tries again.
    () => undefined,
  );
}

/** At the shop's start: sends the logouts left waiting, now and whenever the network returns. */
export function watchPendingLogouts(): void {
  sendIfWaiting();
  window.addEventListener('online', sendIfWaiting);
}
