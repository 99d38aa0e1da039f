import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import { requireSignIn } from '../../app';
import styles from './SignInNeeded.module.css';

/** What a visitor sees in the member area while the sign-in (dialog or page) is offered. */
export function SignInNeeded() {
  const { t } = useLingui();
  return (
    <section className={styles.box} aria-labelledby="sign-in-needed">
      <p className={styles.kicker}>{t`My account`}</p>
      <h1 id="sign-in-needed" className={styles.title}>
        {t`Please sign in`}
      </h1>
      <p className={styles.text}>
        {t`Sign in to see your profile, addresses, membership, points, coupons and wish list.`}
      </p>
      <Button onClick={() => requireSignIn()}>{t`Sign in`}</Button>
    </section>
  );
}
