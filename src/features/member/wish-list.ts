import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError, CODE_LOGIN_NEEDED } from '../../lib/api-client';
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
 * (which asks about its own goods). A visitor's press gets the sign-in through the -1 reply.
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
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const change = useMutation({
    ...wishListMutationOptions(queryClient),
    onSuccess: (_reply, { add }) => setNotice(add ? 'added' : 'removed'),
    onError: async (error, { add }) => {
      if (error instanceof ApiError && error.code === CODE_LOGIN_NEEDED) return;
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
