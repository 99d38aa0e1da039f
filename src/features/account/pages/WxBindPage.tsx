import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { BindProfileForm } from '../components/BindProfileForm';
import { BindVerifyForm, type ProvenMobile } from '../components/BindVerifyForm';
import { useSignInFlow } from '../components/useSignInFlow';
import { useAccountMessages } from '../messages';
import styles from './AccountPage.module.css';

/**
 * /mobile/login/wxbind?state=…: a first-time WeChat sign-in links a mobile number (and, for a
 * number new to the shop, creates the account), then the shopper is signed in.
 */
export function WxBindPage({ state }: { state: string | undefined }) {
  useAccountMessages();
  const flow = useSignInFlow();
  const [proven, setProven] = useState<ProvenMobile | null>(null);

  return (
    <section className={styles.page} aria-labelledby="wxbind-title">
      <h1 id="wxbind-title" className={styles.title}>
        <Trans>Link your WeChat</Trans>
      </h1>
      {!state ? (
        <p className={styles.intro} role="alert">
          <Trans>This WeChat sign-in has expired. Please start again from the sign-in page.</Trans>
        </p>
      ) : proven ? (
        <BindProfileForm
          state={state}
          bindTicket={proven.bindTicket}
          registered={proven.registered}
          onBound={flow.finishOnPage}
        />
      ) : (
        <>
          <p className={styles.intro}>
            <Trans>
              This is your first sign-in with WeChat. Confirm your mobile number to link it to your
              MAISON account.
            </Trans>
          </p>
          <BindVerifyForm state={state} onProven={setProven} />
        </>
      )}
      <div className={styles.links}>
        <Link to="/mobile/login" className={styles.link}>
          <Trans>Back to sign in</Trans>
        </Link>
      </div>
    </section>
  );
}
