import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError, CODE_LOGIN_NEEDED } from '../../lib/api-client';
import { isWideWidth } from '../../lib/device';
import { pageKey, rememberPendingAction, takePendingAction } from '../../lib/pending-action';
import { appState } from '../app';
import { userState } from '../account';
import {
  wishListIdsQueryOptions,
  wishListMutationOptions,
  wishListStatusQueryOptions,
} from './api';

/** What the last press of a heart did, for the words beside it. */
export type WishListNotice = 'added' | 'removed' | 'already' | 'failed';

export interface WishList {
  onList: boolean;
  pending: boolean;
  notice: WishListNotice | null;
  toggle: () => void;
}

const NOTICE_MS = 3500;

/**
 * The heart of a product card (which knows the wish list's latest goods) or of a detail page
 * (which asks about its own goods). A visitor's press gets the sign-in through the -1 reply,
 * and the piece goes on the wish list once they have signed in (the dialog closes over the page,
 * or the sign-in pages bring them back to it).
 */
export function useWishList(goodsId: number, source: 'card' | 'detail'): WishList {
  const queryClient = useQueryClient();
  const signedIn = useSnapshot(userState).userInfo !== null;
  const ids = useQuery({ ...wishListIdsQueryOptions(), enabled: signedIn && source === 'card' });
  const status = useQuery({
    ...wishListStatusQueryOptions(goodsId),
    enabled: signedIn && source === 'detail' && goodsId > 0,
  });
  const [notice, setNotice] = useState<WishListNotice | null>(null);
  // Read while drawing this page: a -1 reply has already moved a phone to the sign-in page.
  const here = pageKey(window.location);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const change = useMutation({
    ...wishListMutationOptions(queryClient),
    onSuccess: (_reply, { add }) => setNotice(add ? 'added' : 'removed'),
    onError: async (error, { add }) => {
      if (error instanceof ApiError && error.code === CODE_LOGIN_NEEDED) {
        if (add) rememberPendingAction({ kind: 'wish', goodsId, page: here });
        return;
      }
      if (add && error instanceof ApiError) {
        // The server refuses goods already there: say so rather than "failed".
        const reply = await queryClient
          .fetchQuery({ ...wishListStatusQueryOptions(goodsId), staleTime: 0 })
          .catch(() => null);
        if (reply?.list.some((goods) => goods.id === goodsId)) {
          setNotice('already');
          return;
        }
      }
      setNotice('failed');
    },
  });

  const { mutate } = change;
  const { openLogin } = useSnapshot(appState);
  useEffect(() => {
    if (!signedIn) {
      // The sign-in dialog closed without a sign-in: the press is dropped.
      if (!openLogin && isWideWidth(appState.appWidth)) {
        takePendingAction('wish', (action) => action.goodsId === goodsId);
      }
      return;
    }
    const pending = takePendingAction(
      'wish',
      (action) => action.goodsId === goodsId && action.page === here,
    );
    if (pending) mutate({ goodsId, add: true });
  }, [signedIn, openLogin, goodsId, mutate, here]);

  const onList =
    signedIn &&
    (source === 'detail' ? status.data === true : (ids.data?.includes(goodsId) ?? false));
  return {
    onList,
    pending: change.isPending,
    notice,
    toggle: () => {
      if (!change.isPending) change.mutate({ goodsId, add: !onList });
    },
  };
}
