import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { userState } from '../../account';
import { WishListHeart, type WishListHeartProps } from './WishListHeart';

const loadLive = () => import('./WishListLive');
const WishListLive = lazy(loadLive);

/**
 * The wish-list heart of a card or a detail page. The wish list behind it loads with its own
 * chunk: for a member at once (their hearts show what is on the list), for a visitor only when
 * they reach for a heart. A visitor's home page carries no wish-list code.
 */
export function WishListButton(props: WishListHeartProps) {
  const signedIn = useSnapshot(userState).userInfo !== null;
  const [pressed, setPressed] = useState(false);
  const shell = (
    <WishListHeart
      {...props}
      onList={false}
      // Only the download starts here: swapping the button under the pointer would lose the press.
      onIntent={() => void loadLive()}
      onPress={() => setPressed(true)}
    />
  );
  if (!signedIn && !pressed) return shell;
  return (
    <Suspense fallback={shell}>
      <WishListLive {...props} pressedBeforeLoad={pressed} />
    </Suspense>
  );
}
