import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError, CODE_LOGIN_NEEDED } from '../../../lib/api-client';
import { isWideWidth } from '../../../lib/device';
import { useLastSeenCopy } from '../../../lib/last-seen';
import { userState } from '../../account';
import { appState } from '../../app';
import { cartListQueryOptions } from '../api';
import { CartLoadFailed, EmptyCart, GuestBagNote, SignInPrompt } from '../components/CartMessages';
import { LastSeenBag } from '../components/LastSeenBag';
import { CartViewContext } from '../components/view';
import { loadCartContents, loadHotSaleGoods } from '../contents';
import { guestBagKept } from '../guest-bag';
import { useCartMessages } from '../messages';
import { showsSuggestions } from '../model';
import type { RouteSet } from '../../../lib/route-set';
import styles from './CartPage.module.css';

const CartContents = lazy(loadCartContents);
const HotSaleGoods = lazy(loadHotSaleGoods);

const Loading = () => <div className={styles.loading} aria-busy="true" />;

/** The lines' code, loaded with the route when the bag has lines (routing.ts). */
const Lines = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loading />}>{children}</Suspense>
);

/**
 * /cart, /pc/cart and /mobile/cart: the member's bag, or the visitor's kept on their device with
 * a word on signing in to check out.
 */
export function CartPage({ routeSet }: { routeSet: RouteSet }) {
  useCartMessages();
  const { appWidth, lang } = useSnapshot(appState);
  const signedIn = useSnapshot(userState).userInfo !== null;
  const wide = routeSet === 'pc' || (routeSet === 'shared' && isWideWidth(appWidth));
  const cart = useQuery(cartListQueryOptions());
  // Offline: the bag as last seen, until it is read again.
  const lastSeen = useLastSeenCopy(cart);
  useRefreshOnLanguageChange(lang);
  // A session that ended on the server: the device forgets it, and the visitor's bag follows.
  const loginNeeded = cart.error instanceof ApiError && cart.error.code === CODE_LOGIN_NEEDED;
  const lineCount = cart.data?.list.length ?? 0;
  // Where the device cannot keep a visitor's bag (private modes, storage blocked), the note says so.
  const [kept] = useState(guestBagKept);

  return (
    <CartViewContext value={{ routeSet, wide }}>
      <div className={`${styles.page} ${wide ? styles.wide : styles.narrow}`}>
        {!signedIn && !loginNeeded && cart.data && (
          <GuestBagNote empty={lineCount === 0} kept={kept} />
        )}
        {loginNeeded ? (
          <SignInPrompt />
        ) : lastSeen ? (
          <LastSeenBag savedAt={lastSeen.savedAt}>
            {lastSeen.data.list.length > 0 ? (
              <Lines>
                <CartContents cart={lastSeen.data} wide={wide} />
              </Lines>
            ) : (
              <EmptyCart />
            )}
          </LastSeenBag>
        ) : cart.data ? (
          lineCount > 0 ? (
            <Lines>
              <CartContents cart={cart.data} wide={wide} />
            </Lines>
          ) : (
            <EmptyCart />
          )
        ) : cart.isError ? (
          <CartLoadFailed onRetry={() => void cart.refetch()} />
        ) : (
          <Loading />
        )}
        {(loginNeeded || (cart.data && showsSuggestions(lineCount))) && (
          <Suspense>
            <HotSaleGoods />
          </Suspense>
        )}
      </div>
    </CartViewContext>
  );
}

/**
 * Names and colours come in the request's language: when the shopper switches, the lines are
 * asked for again (the key carries no language, so nothing personal is kept twice).
 */
function useRefreshOnLanguageChange(lang: string): void {
  const queryClient = useQueryClient();
  const shown = useRef(lang);
  useEffect(() => {
    if (shown.current === lang) return;
    shown.current = lang;
    void queryClient.invalidateQueries({ queryKey: cartListQueryOptions().queryKey });
  }, [lang, queryClient]);
}
