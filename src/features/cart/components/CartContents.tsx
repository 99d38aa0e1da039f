import { Plural, useLingui } from '@lingui/react/macro';
import type { CartList } from '../../../../contract/cart';
import { CartLineItem } from './CartLineItem';
import { CartSummary } from './CartSummary';
import { CartToolbar } from './CartToolbar';
import styles from './CartContents.module.css';

/** A bag with lines: the lines with their toolbar, and the summary beside them or below. */
export default function CartContents({ cart, wide }: { cart: CartList; wide: boolean }) {
  const { t } = useLingui();
  const pieces = cart.num;
  const lines = (
    <section className={styles.lines} aria-labelledby="cart-title">
      <header className={styles.heading}>
        <h1 id="cart-title" className={`${styles.title} ${wide ? '' : styles.narrowTitle}`}>
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
