import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { userState } from '../../account';
import { WishListHeart, type WishListHeartProps } from './WishListHeart';
import type { WishListControl } from './WishListLive';

const loadLive = () => import('./WishListLive');
const WishListLive = lazy(loadLive);

/**
 * The wish-list heart of a card or a detail page. The wish list behind it loads with its own
 * chunk: for a member at once (their hearts show what is on the list), for a visitor only when
 * they reach for a heart. A visitor's home page carries no wish-list code. The button stays the
 * same element when the wish list arrives, so a press made just then is not lost.
 */
export function WishListButton(props: WishListHeartProps) {
  const signedIn = useSnapshot(userState).userInfo !== null;
  // A visitor reached for the heart: the wish list loads for them too.
  const [wanted, setWanted] = useState(false);
  // A press made before the wish list was here, carried out once, when it arrives.
  const [queuedPress, setQueuedPress] = useState(false);
  const [live, setLive] = useState<WishListControl | null>(null);
  useEffect(() => {
    if (!live || !queuedPress) return;
    setQueuedPress(false);
    live.toggle();
  }, [live, queuedPress]);
  return (
    <>
      <WishListHeart
        {...props}
        onList={live?.onList ?? false}
        pending={live?.pending}
        notice={live?.notice}
        failed={live?.failed}
        onIntent={() => void loadLive()}
        onPress={
          live
            ? live.toggle
            : () => {
                setWanted(true);
                setQueuedPress(true);
              }
        }
      />
      {(signedIn || wanted) && (
        <Suspense fallback={null}>
          <WishListLive goodsId={props.goodsId} source={props.source} onControl={setLive} />
        </Suspense>
      )}
    </>
  );
}
