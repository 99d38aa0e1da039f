import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { LoginReply } from '../../../../contract/account';
import { REGISTER_GIFT_FEN } from '../../../../contract/rules';
import { Button } from '../../../ui/Button';
import { formatFen } from '../../../ui/Price';
import formStyles from '../components/forms.module.css';
import { RegisterForm } from '../components/RegisterForm';
import { useSignInFlow } from '../components/useSignInFlow';
import { useAccountMessages } from '../messages';
import styles from './AccountPage.module.css';

type Registered = LoginReply & { coupon_value: number };

/** /mobile/login/register: a new member is signed in at once and told about their gift. */
export function RegisterPage() {
  useAccountMessages();
  const flow = useSignInFlow();
  const [registered, setRegistered] = useState<Registered | null>(null);

  if (registered) {
    const gift = formatFen(registered.coupon_value);
    const name = registered.user.display_name;
    return (
      <section className={styles.page} aria-labelledby="register-done">
        <div className={formStyles.done} role="status">
          <h1 id="register-done" className={styles.title}>
            <Trans>Welcome to MAISON, {name}</Trans>
          </h1>
          <p className={formStyles.lead}>
            <Trans>
              Your account is ready and you are signed in. A gift certificate of {gift} has been
              added to your account.
            </Trans>
          </p>
          <Button onClick={flow.goBack}>
            <Trans>Continue</Trans>
          </Button>
        </div>
      </section>
    );
  }

  const gift = formatFen(REGISTER_GIFT_FEN);
  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="register-title">
      <h1 id="register-title" className={styles.title}>
        <Trans>Create an account</Trans>
      </h1>
      <p className={styles.intro}>
        <Trans>Join MAISON and receive a gift certificate of {gift}.</Trans>
      </p>
      <RegisterForm
        onRegistered={(reply) => {
          flow.signIn(reply);
          setRegistered(reply);
          window.scrollTo({ top: 0 });
        }}
      />
      <div className={styles.links}>
        <p>
          <Trans>Already have an account?</Trans>{' '}
          <Link to="/mobile/login" className={styles.link}>
            <Trans>Sign in</Trans>
          </Link>
        </p>
      </div>
    </section>
  );
}
