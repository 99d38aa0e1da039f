import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { CartLine, GuestMerge } from '../../../../contract/cart';
import { isWideWidth } from '../../../lib/device';
import { saveOrderItems } from '../../../lib/order-items';
import { pageKey, takePendingAction } from '../../../lib/pending-action';
import { setParam, type RouteSet } from '../../../lib/route-set';
import { userState } from '../../account';
import { appState, requireSignIn } from '../../app';
import { guestMergeState } from '../guest-merge';
import { checkoutAfterMerge } from '../model';

// A visitor's checkout asks for the sign-in; once signed in, their device bag joins their
// account's (guest-merge.tsx) and the checkout goes on with the lines that took the ticked ones.

/** Keeps the ticked device lines for after the sign-in, and opens it (dialog or page). */
export function askSignInToCheckOut(ticked: CartLine[]): void {
  requireSignIn({
    kind: 'checkout',
    lineIds: ticked.map((line) => line.id),
    page: pageKey(window.location),
  });
}

/**
 * On the bag's page: goes on to the order page once the merge that followed the sign-in is in,
 * unless a piece could not join (the notice says which; the shopper checks out again). Closing
 * the sign-in dialog without signing in drops the checkout.
 */
export function useCheckoutAfterSignIn(routeSet: RouteSet): void {
  const router = useRouter();
  const signedIn = useSnapshot(userState).userInfo !== null;
  const { openLogin } = useSnapshot(appState);
  const { merged } = useSnapshot(guestMergeState);
  useEffect(() => {
    if (!signedIn || !merged) return;
    const pending = takePendingAction('checkout', ({ page }) => page === pageKey(window.location));
    if (!pending) return;
    guestMergeState.merged = null;
    const items = checkoutAfterMerge(pending.lineIds, merged as GuestMerge);
    if (items.length === 0) return;
    saveOrderItems(items);
    void router.navigate({ to: '/{-$set}/productList/order', params: setParam(routeSet) });
  }, [signedIn, merged, router, routeSet]);
  useEffect(() => {
    if (!signedIn && !openLogin && isWideWidth(appState.appWidth)) {
      takePendingAction('checkout', () => true);
    }
  }, [signedIn, openLogin]);
}
