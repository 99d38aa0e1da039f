import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { Sku } from '../../../contract/catalogue';
import { ApiError, CODE_LOGIN_NEEDED } from '../../lib/api-client';
import { userState } from '../account';
import { appState, requireSignIn } from '../app';
import { isWideWidth } from '../../lib/device';
import type { GoodsActions } from '../catalogue';
import { saveOrderItems } from '../../lib/order-items';
import {
  forgetPendingAction,
  pageKey,
  rememberPendingAction,
  takePendingAction,
} from '../../lib/pending-action';
import { setParam, type RouteSet } from '../../lib/route-set';
import { addToCartMutationOptions } from './api';
import type { AddOutcome } from './components/AddToBagNotice';
import { GuestBagNotKept } from './guest-bag';

const AddToBagNotice = lazy(() => import('./components/AddToBagNotice'));

/**
 * What the goods detail's buttons do, and the notice an add leaves. "Add to bag" adds to the
 * member's bag, or to a visitor's on their device. A member whose session has ended meets -1,
 * which opens the sign-in, and the add is made once they have signed in: at once under the
 * dialog (wide screens), or when the sign-in pages (phones) bring them back to the piece. A
 * visitor whose device cannot keep a bag is told so, and offered the same sign-in and add. "Buy
 * now" goes straight to the order page.
 */
export function useGoodsCartActions(routeSet: RouteSet): {
  actions: GoodsActions;
  notice: ReactNode;
} {
  const queryClient = useQueryClient();
  const router = useRouter();
  const signedIn = useSnapshot(userState).userInfo !== null;
  const { openLogin } = useSnapshot(appState);
  const [shown, setShown] = useState<{ id: number; outcome: AddOutcome } | null>(null);
  /** The SKU whose add met "login needed" while the sign-in dialog is open. */
  const waiting = useRef<number | null>(null);
  // Read while drawing this page: a -1 reply has already moved a phone to the sign-in page.
  const here = pageKey(window.location);
  const show = (outcome: AddOutcome) => setShown((last) => ({ id: (last?.id ?? 0) + 1, outcome }));
  /** Signs in, then adds `skuId` to the member's bag (the effect below). */
  const signInToAdd = (skuId: number) => {
    setShown(null);
    waiting.current = skuId;
    requireSignIn({ kind: 'bag', skuId, quantity: 1, page: here });
  };

  const add = useMutation({
    ...addToCartMutationOptions(queryClient),
    onSuccess: (reply) => show({ kind: 'added', num: reply.num }),
    onError: (error, input) => {
      if (error instanceof ApiError && error.code === CODE_LOGIN_NEEDED) {
        waiting.current = Number(input.sku_id);
        rememberPendingAction({
          kind: 'bag',
          skuId: Number(input.sku_id),
          quantity: 1,
          page: here,
        });
        return;
      }
      if (error instanceof GuestBagNotKept) {
        show({ kind: 'not-kept', signIn: () => signInToAdd(Number(input.sku_id)) });
        return;
      }
      show(
        error instanceof ApiError && error.message
          ? { kind: 'refused', message: error.message }
          : { kind: 'failed' },
      );
    },
  });
  const { mutate, isPending } = add;

  useEffect(() => {
    const skuId = waiting.current;
    if (skuId === null) {
      // Back from the sign-in pages: the add asked for before them.
      const pending = signedIn ? takePendingAction('bag', ({ page }) => page === here) : null;
      if (pending) mutate({ sku_id: pending.skuId, quantity: pending.quantity });
      return;
    }
    if (signedIn) {
      waiting.current = null;
      forgetPendingAction();
      mutate({ sku_id: skuId, quantity: 1 });
    } else if (!openLogin && isWideWidth(appState.appWidth)) {
      // The dialog closed without a sign-in: the add is dropped.
      waiting.current = null;
      forgetPendingAction();
    }
  }, [signedIn, openLogin, mutate, here]);

  const close = useCallback(() => setShown(null), []);

  const actions: GoodsActions = {
    onAddToCart: (sku: Sku) => {
      if (isPending) return;
      setShown(null);
      mutate({ sku_id: sku.id, quantity: 1 });
    },
    onBuyNow: (sku: Sku) => {
      saveOrderItems([{ sku_id: sku.id, quantity: 1 }]);
      void router.navigate({ to: '/{-$set}/productList/order', params: setParam(routeSet) });
    },
  };

  const notice = shown && (
    <Suspense fallback={null}>
      <AddToBagNotice key={shown.id} outcome={shown.outcome} routeSet={routeSet} onClose={close} />
    </Suspense>
  );
  return { actions, notice };
}
