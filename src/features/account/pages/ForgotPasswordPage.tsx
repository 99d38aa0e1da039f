import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { buttonClass } from '../../../ui/Button';
import { FindPasswordForm } from '../components/FindPasswordForm';
import formStyles from '../components/forms.module.css';
import { ResetPasswordForm } from '../components/ResetPasswordForm';
import { useAccountMessages } from '../messages';
import styles from './AccountPage.module.css';

type Step = { name: 'verify' } | { name: 'reset'; resetToken: string } | { name: 'done' };

/** /mobile/login/forgotPwd: prove the mobile number, choose a new password, sign in with it. */
export function ForgotPasswordPage() {
  useAccountMessages();
  const { t } = useLingui();
  const [step, setStep] = useState<Step>({ name: 'verify' });
  const steps = [
    { name: 'verify', label: t`Verify` },
    { name: 'reset', label: t`New password` },
    { name: 'done', label: t`Done` },
  ] as const;

  return (
    <section className={styles.page} aria-labelledby="forgot-title">
      <h1 id="forgot-title" className={styles.title}>
        <Trans>Reset your password</Trans>
      </h1>
      <ol className={styles.steps}>
        {steps.map((item, index) => (
          <li key={item.name} aria-current={item.name === step.name ? 'step' : undefined}>
            {index + 1}. {item.label}
          </li>
        ))}
      </ol>
      {step.name === 'verify' && (
        <>
          <p className={styles.intro}>
            <Trans>Enter the mobile number of your account: we will text you a code.</Trans>
          </p>
          <FindPasswordForm onVerified={(resetToken) => setStep({ name: 'reset', resetToken })} />
        </>
      )}
      {step.name === 'reset' && (
        <>
          <p className={styles.intro}>
            <Trans>Choose a new password for your account.</Trans>
          </p>
          <ResetPasswordForm
            resetToken={step.resetToken}
            onReset={() => setStep({ name: 'done' })}
          />
        </>
      )}
      {step.name === 'done' && (
        <div className={formStyles.done} role="status">
          <p className={formStyles.lead}>
            <Trans>Your password has been changed. Please sign in with your new password.</Trans>
          </p>
          <Link to="/mobile/login" className={buttonClass('primary')}>
            <Trans>Sign in</Trans>
          </Link>
        </div>
      )}
      {step.name !== 'done' && (
        <div className={styles.links}>
          <Link to="/mobile/login" className={styles.link}>
            <Trans>Back to sign in</Trans>
          </Link>
        </div>
      )}
    </section>
  );
}
