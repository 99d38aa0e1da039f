import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClass, Button } from '../../../ui/Button';
import { requireSignIn } from '../../app';
import { setParam } from '../../../lib/route-set';
import styles from './CartMessages.module.css';
import { useCartView } from './view';

/** A visitor's bag: the sign-in (dialog or page, by width) instead of the lines. */
export function SignInPrompt() {
  const { t } = useLingui();
  return (
    <section className={styles.box} aria-labelledby="cart-sign-in">
      <p className={styles.kicker}>{t`Shopping bag`}</p>
      <h1 id="cart-sign-in" className={styles.title}>
        {t`Please sign in`}
      </h1>
      <p className={styles.text}>{t`Sign in to see the pieces in your bag and check out.`}</p>
      <Button onClick={() => requireSignIn()}>{t`Sign in`}</Button>
    </section>
  );
}

/**
 * Above a visitor's bag: it is kept on this device until they sign in, which checking out needs;
 * or, where the device cannot keep it (`kept` false), signing in is the way to keep pieces.
 */
export function GuestBagNote({ empty, kept }: { empty: boolean; kept: boolean }) {
  const { t } = useLingui();
  return (
    <section className={styles.note} aria-label={t`Signing in`}>
      <p className={styles.noteText}>
        {!kept
          ? t`Your bag cannot be kept on this device. Sign in to keep the pieces you choose.`
          : empty
            ? t`Have an account? Sign in to see the pieces saved in your bag.`
            : t`Your bag is kept on this device. Sign in to check out: its pieces will be saved to your account.`}
      </p>
      <Button variant="secondary" onClick={() => requireSignIn()}>
        {t`Sign in`}
      </Button>
    </section>
  );
}

export function EmptyCart() {
  const { t } = useLingui();
  const { routeSet } = useCartView();
  return (
    <section className={styles.box} aria-labelledby="cart-empty">
      <p className={styles.kicker}>{t`Shopping bag`}</p>
      <h1 id="cart-empty" className={styles.title}>
        {t`Your bag is empty`}
      </h1>
      <p className={styles.text}>{t`Pieces you add to your bag will wait for you here.`}</p>
      <Link
        to="/{-$set}/productList"
        params={setParam(routeSet)}
        search={{}}
        className={buttonClass('primary')}
      >
        {t`Continue shopping`}
      </Link>
    </section>
  );
}

export function CartLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <section className={styles.box} role="alert">
      <p className={styles.text}>
        {t`Your bag could not be loaded. Check your connection and try again.`}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </section>
  );
}
