import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { cartMergeGuest, GuestMerge } from '../../../contract/cart';
import { endpoint } from '../../lib/api-client';
import { refetchAfterChange } from '../../lib/query-client';
import { routeSetOfPath } from '../../lib/route-set';
import { CART_QUERY_KEY, setCartCount } from './count';
import {
  guestLinesInput,
  readGuestBag,
  writeGuestBag,
  emptyGuestBag,
  type GuestBag,
} from './guest-bag';

// When a visitor with pieces in their device bag signs in, the bag is added to theirs and the
// device bag is emptied; a notice says what came across and what could not (stock, a bag full).
// Loaded only once someone is signed in (guest-bag-watch.tsx).

const postMerge = endpoint<typeof cartMergeGuest>('api/cart/merge-guest', 'POST', {
  noLogin: false,
});

const GuestMergeNotice = lazy(() => import('./components/GuestMergeNotice'));

/**
 * `outcome`: the last merge's, until the shopper closes its notice. `merged`: the same, until
 * the bag's checkout that asked for the sign-in has gone on with it (CartSummary).
 */
export const guestMergeState = proxy<{ outcome: GuestMerge | null; merged: GuestMerge | null }>({
  outcome: null,
  merged: null,
});

/** One merge at a time in this tab; the server adds one bag once across tabs. */
let merging: Promise<void> | null = null;

async function mergeGuestBag(queryClient: QueryClient, bag: GuestBag): Promise<void> {
  const outcome = await postMerge({ bag_id: bag.bagId, lines: guestLinesInput(bag) });
  if (readGuestBag().bagId === bag.bagId) writeGuestBag(emptyGuestBag());
  if (!outcome.already) {
    guestMergeState.outcome = outcome;
    guestMergeState.merged = outcome;
  }
  await setCartCount(queryClient, outcome.num);
  await refetchAfterChange(queryClient, CART_QUERY_KEY);
}

function startMerge(queryClient: QueryClient): void {
  const bag = readGuestBag();
  if (merging || bag.lines.length === 0) return;
  merging = mergeGuestBag(queryClient, bag)
    // Not reached (offline): the bag stays on the device and is offered again when back online.
    .catch(() => undefined)
    .finally(() => {
      merging = null;
    });
}

/**
 * Mounted by GuestBagMerge while a member is signed in: merges the visitor's bag after a sign-in,
 * again when the network returns, and shows the outcome.
 */
export default function SignedInMerge() {
  const { outcome } = useSnapshot(guestMergeState);
  const queryClient = useQueryClient();
  useEffect(() => {
    startMerge(queryClient);
    const retry = () => startMerge(queryClient);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [queryClient]);
  if (!outcome) return null;
  return (
    <Suspense fallback={null}>
      <GuestMergeNotice
        outcome={outcome as GuestMerge}
        routeSet={routeSetOfPath(window.location.pathname)}
        onClose={() => {
          guestMergeState.outcome = null;
        }}
      />
    </Suspense>
  );
}
