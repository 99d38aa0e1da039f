import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useWishList, type WishListNotice } from '../../member';
import { WishListHeart, type WishListHeartProps } from './WishListHeart';

/** The heart with the wish list behind it; loads with its own chunk (see WishListButton). */
export default function WishListLive({
  pressedBeforeLoad,
  ...props
}: WishListHeartProps & { pressedBeforeLoad: boolean }) {
  const { t } = useLingui();
  const wish = useWishList(props.goodsId, props.source);
  const words: Record<WishListNotice, string> = {
    added: t`Added to your wish list`,
    removed: t`Removed from your wish list`,
    already: t`Already on the wish list`,
    failed: t`Add to wish list failed`,
  };
  // The press that made this part load is carried out once it is here.
  const { toggle } = wish;
  const carried = useRef(false);
  useEffect(() => {
    if (pressedBeforeLoad && !carried.current) {
      carried.current = true;
      toggle();
    }
  }, [pressedBeforeLoad, toggle]);
  return (
    <WishListHeart
      {...props}
      onList={wish.onList}
      pending={wish.pending}
      notice={wish.notice ? words[wish.notice] : null}
      failed={wish.notice === 'failed'}
      onPress={wish.toggle}
    />
  );
}
