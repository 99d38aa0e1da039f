import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { userState } from '../account';
import { recordFootprint } from './api';

/** Records that a signed-in member opened these goods' detail; visitors leave no footprint. */
export function useFootprint(goodsId: number): void {
  const queryClient = useQueryClient();
  const signedIn = useSnapshot(userState).userInfo !== null;
  useEffect(() => {
    if (signedIn && goodsId > 0) recordFootprint(queryClient, goodsId);
  }, [signedIn, goodsId, queryClient]);
}
