import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { isWideWidth } from '../../../lib/device';
import { Button, buttonClass } from '../../../ui/Button';
import { userState } from '../../account';
import { appState, requireSignIn } from '../../app';
import { useMemberMessages } from '../../member';
import styles from '../components/Checkout.module.css';
import { CheckoutForm } from '../components/CheckoutForm';
import { Message } from '../components/Parts';
import { PaymentStep } from '../components/PaymentStep';
import { useCheckoutMessages } from '../messages';
import { readOrderItems } from '../../../lib/order-items';
import { cartLink, shoppingLink } from '../paths';
import type { RouteSet } from '../../../lib/route-set';
import type { OrderSearch } from '../search-params';

/**
 * /productList/order, /pc/productList/order and /mobile/productList/order: the order about to be
 * placed, or with `?order_id=N` the payment step of a placed one.
 */
export function OrderPage({ search, routeSet }: { search: OrderSearch; routeSet: RouteSet }) {
  useCheckoutMessages();
  // The address form is the member area's, with its words.
  useMemberMessages();
  const { appWidth } = useSnapshot(appState);
  const { userInfo } = useSnapshot(userState);
  const wide = routeSet === 'pc' || (routeSet === 'shared' && isWideWidth(appWidth));
  return (
    <div className={`${styles.page} ${wide ? styles.wide : styles.phone}`}>
      {!userInfo ? (
        <SignInFirst />
      ) : search.order_id ? (
        <PaymentStep key={search.order_id} orderId={search.order_id} routeSet={routeSet} />
      ) : (
        <NewOrder routeSet={routeSet} wide={wide} />
      )}
    </div>
  );
}

function NewOrder({ routeSet, wide }: { routeSet: RouteSet; wide: boolean }) {
  const { t } = useLingui();
  const [lines] = useState(readOrderItems);
  if (lines.length === 0) {
    return (
      <Message
        kicker={t({ message: 'Checkout', context: 'order page kicker' })}
        title={t`There is nothing to order yet`}
        actions={
          <>
            <Link {...cartLink(routeSet)} className={buttonClass('primary')}>
              {t`Go to my bag`}
            </Link>
            <Link {...shoppingLink(routeSet)} className={buttonClass('secondary')}>
              {t`Continue shopping`}
            </Link>
          </>
        }
      >
        <p className={styles.muted}>
          {t`Choose pieces in your bag, or buy one directly from its page.`}
        </p>
      </Message>
    );
  }
  return (
    <>
      <p className={styles.kicker}>{t({ message: 'Checkout', context: 'order page kicker' })}</p>
      <h1 className={styles.title}>{t`Your order`}</h1>
      <CheckoutForm lines={lines} routeSet={routeSet} wide={wide} />
    </>
  );
}

/** A visitor is asked to sign in (once on arrival); the order shows as soon as they have. */
function SignInFirst() {
  const { t } = useLingui();
  const signIn = () => requireSignIn();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    signIn();
  });
  return (
    <Message
      kicker={t({ message: 'Checkout', context: 'order page kicker' })}
      title={t`Please sign in`}
      actions={<Button onClick={signIn}>{t`Sign in`}</Button>}
    >
      <p className={styles.muted}>{t`Sign in to place your order and pay for it.`}</p>
    </Message>
  );
}
