import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef } from 'react';
import { useWishList, type WishListNotice } from '../../member';
import type { WishListHeartProps } from './WishListHeart';

/** What the heart shows and does once the wish list is behind it. */
export interface WishListControl {
  onList: boolean;
  pending: boolean;
  notice: string | null;
  failed: boolean;
  toggle: () => void;
}

/**
 * The wish list behind a heart; loads with its own chunk (see WishListButton) and draws nothing
 * itself: it hands the heart its state and its press through `onControl`.
 */
export default function WishListLive({
  goodsId,
  source,
  onControl,
}: Pick<WishListHeartProps, 'goodsId' | 'source'> & {
  onControl: (control: WishListControl | null) => void;
}) {
  const { t } = useLingui();
  const wish = useWishList(goodsId, source);
  const words: Record<WishListNotice, string> = {
    added: t`Added to your wish list`,
    removed: t`Removed from your wish list`,
    already: t`Already on the wish list`,
    failed: t`Add to wish list failed`,
  };
  // The heart keeps one press handler; it always reaches the latest wish-list state.
  const latestToggle = useRef(wish.toggle);
  latestToggle.current = wish.toggle;
  const toggle = useCallback(() => latestToggle.current(), []);

  const { onList, pending } = wish;
  const notice = wish.notice ? words[wish.notice] : null;
  const failed = wish.notice === 'failed';
  useEffect(() => {
    onControl({ onList, pending, notice, failed, toggle });
  }, [onControl, onList, pending, notice, failed, toggle]);
  // A member who signs out takes the wish list away: the heart goes back to empty.
  useEffect(() => () => onControl(null), [onControl]);
  return null;
}
