import { clearOrderItems } from './order-items';
import { forgetPendingAction } from './pending-action';
import { sessionStore } from './safe-storage';

// What a member's visit leaves in the browser's local and session storage besides the session
// cookie and the last-seen copies (src/lib/last-seen.ts): the pieces about to be ordered
// (createOrderSkuList), an action waiting for a sign-in, and each order's payment attempt (its
// payment number and QR code). Signing out removes them all at once, so that the next person to
// use the device finds none of them.

/** The start of the session storage key of an order's payment attempt (src/features/checkout). */
export const PAY_ATTEMPT_KEY_PREFIX = 'payAttempt:';

export function forgetMemberStorage(): void {
  clearOrderItems();
  forgetPendingAction();
  for (const key of sessionStore.keys()) {
    if (key.startsWith(PAY_ATTEMPT_KEY_PREFIX)) sessionStore.removeItem(key);
  }
}
