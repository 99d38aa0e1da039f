import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { userState } from '../account';
import { recordFootprint } from './api';

/** Records that a signed-in member opened these goods' detail; visitors leave no footprint. */
export function useFootprint(goodsId: number): void {
  const queryClient = useQueryClient();
  const signedIn = useSnapshot(userState).userInfo !== null;
  // In the commit that shows the goods: a passive effect can wait past the paint, and a member
  // who moves on at once would leave no footprint.
  useLayoutEffect(() => {
    if (signedIn && goodsId > 0) recordFootprint(queryClient, goodsId);
  }, [signedIn, goodsId, queryClient]);
}
