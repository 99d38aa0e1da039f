import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { userState } from '../account';
import { CART_QUERY_KEY } from './count';
import { GUEST_BAG_KEY } from './guest-bag';

const SignedInMerge = lazy(() => import('./guest-merge'));

/**
 * Mounted once on every page (the header): follows the visitor's bag changed in another tab and,
 * once they sign in, merges it into theirs (guest-merge.tsx).
 */
export function GuestBagMerge() {
  const signedIn = useSnapshot(userState).userInfo !== null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (signedIn) return;
    // Another tab changed the visitor's bag: the count and the lines follow.
    const changed = (event: StorageEvent) => {
      if (event.key === GUEST_BAG_KEY) {
        void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      }
    };
    window.addEventListener('storage', changed);
    return () => window.removeEventListener('storage', changed);
  }, [signedIn, queryClient]);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SignedInMerge />
    </Suspense>
  );
}
