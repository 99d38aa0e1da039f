import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { CartList } from '../../../../contract/cart';
import { ApiError, CODE_LOGIN_NEEDED } from '../../../lib/api-client';
import { isWideWidth } from '../../../lib/device';
import { useLastSeenCopy } from '../../../lib/last-seen';
import { userState } from '../../account';
import { appState } from '../../app';
import { cartListQueryOptions } from '../api';
import { CartLineItem } from '../components/CartLineItem';
import { CartLoadFailed, EmptyCart, GuestBagNote, SignInPrompt } from '../components/CartMessages';
import { CartSummary } from '../components/CartSummary';
import { CartToolbar } from '../components/CartToolbar';
import { HotSaleGoods } from '../components/HotSaleGoods';
import { LastSeenBag } from '../components/LastSeenBag';
import { CartViewContext } from '../components/view';
import { guestBagKept } from '../guest-bag';
import { useCartMessages } from '../messages';
import { showsSuggestions } from '../model';
import type { RouteSet } from '../../../lib/route-set';
import styles from './CartPage.module.css';

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
              <CartContents cart={lastSeen.data} wide={wide} />
            ) : (
              <EmptyCart />
            )}
          </LastSeenBag>
        ) : cart.data ? (
          lineCount > 0 ? (
            <CartContents cart={cart.data} wide={wide} />
          ) : (
            <EmptyCart />
          )
        ) : cart.isError ? (
          <CartLoadFailed onRetry={() => void cart.refetch()} />
        ) : (
          <div className={styles.loading} aria-busy="true" />
        )}
        {(loginNeeded || (cart.data && showsSuggestions(lineCount))) && <HotSaleGoods />}
      </div>
    </CartViewContext>
  );
}

function CartContents({ cart, wide }: { cart: CartList; wide: boolean }) {
  const { t } = useLingui();
  const pieces = cart.num;
  const lines = (
    <section className={styles.lines} aria-labelledby="cart-title">
      <header className={styles.heading}>
        <h1 id="cart-title" className={styles.title}>
          {t`Shopping bag`}
        </h1>
        <p className={styles.count}>
          <Plural value={pieces} one="# piece" other="# pieces" />
        </p>
      </header>
      <CartToolbar lines={cart.list} />
      <ul className={styles.list} aria-label={t`Pieces in your bag`}>
        {cart.list.map((line) => (
          <CartLineItem key={line.id} line={line} />
        ))}
      </ul>
    </section>
  );
  return wide ? (
    <div className={styles.layout}>
      {lines}
      <CartSummary cart={cart} />
    </div>
  ) : (
    <>
      {lines}
      <CartSummary cart={cart} />
    </>
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
