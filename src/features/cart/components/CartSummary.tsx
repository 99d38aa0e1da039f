import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { userState } from '../../account';
import type { CartList } from '../../../../contract/cart';
import { Button } from '../../../ui/Button';
import { formatFen } from '../../../ui/Price';
import { saveOrderItems } from '../../../lib/order-items';
import { setParam } from '../../../lib/route-set';
import { checkoutItems, tickedLines } from '../model';
import { askSignInToCheckOut, useCheckoutAfterSignIn } from './checkout-after-sign-in';
import styles from './CartSummary.module.css';
import { useCartView } from './view';

/**
 * Pieces and amount of the ticked lines (as the server counted them) and the way to the order
 * page: the ticked lines travel there in local storage (spec §3 createOrderSkuList).
 */
export function CartSummary({ cart }: { cart: CartList }) {
  const { t } = useLingui();
  const router = useRouter();
  const { routeSet, wide } = useCartView();
  const signedIn = useSnapshot(userState).userInfo !== null;
  useCheckoutAfterSignIn(routeSet);
  // Asked to check out with nothing ticked: said for as long as nothing is.
  const [askedEmpty, setAskedEmpty] = useState(false);
  const nothingTicked = checkoutItems(cart.list).length === 0;
  const message =
    askedEmpty && nothingTicked ? t`Please select the pieces in your bag first` : null;
  const pieces = cart.selected_count;
  const amount = formatFen(cart.selected_amount);

  const checkout = () => {
    const items = checkoutItems(cart.list);
    setAskedEmpty(items.length === 0);
    if (items.length === 0) return;
    // A visitor signs in first; their bag then joins their account's, and the checkout goes on
    // from there unless something could not join it.
    if (!signedIn) {
      askSignInToCheckOut(tickedLines(cart.list));
      return;
    }
    saveOrderItems(items);
    void router.navigate({ to: '/{-$set}/productList/order', params: setParam(routeSet) });
  };

  const note = message && (
    <p className={styles.message} role="alert">
      {message}
    </p>
  );

  if (!wide) {
    return (
      <div className={styles.bar}>
        {note}
        <div className={styles.barRow}>
          <p className={styles.barTotal}>
            <span className={styles.barLabel}>
              <Trans>Total ({pieces})</Trans>
            </span>
            <span className={styles.amount}>{amount}</span>
          </p>
          <Button className={styles.barButton} onClick={checkout}>
            {t`Checkout`}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary">
      <h2 id="cart-summary" className={styles.title}>
        {t`Order summary`}
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t`Selected pieces`}</dt>
          <dd>{pieces}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t`Shipping`}</dt>
          <dd>{t`Complimentary`}</dd>
        </div>
        <div className={`${styles.row} ${styles.totalRow}`}>
          <dt>{t`Total`}</dt>
          <dd className={styles.amount}>{amount}</dd>
        </div>
      </dl>
      <Button className={styles.checkout} onClick={checkout}>
        {t`Checkout`}
      </Button>
      {note}
      <p className={styles.hint}>{t`Coupons and points can be used on the next step.`}</p>
    </aside>
  );
}
