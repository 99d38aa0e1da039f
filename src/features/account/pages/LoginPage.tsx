import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { memberTabLink } from '../../../lib/member-routes';
import { isWeChatBrowser } from '../../../lib/device';
import { FormAlert } from '../../../ui/forms/FormAlert';
import { useRefusal } from '../../../ui/forms/outcome';
import { LoginPanels } from '../components/LoginPanels';
import { useSignInFlow } from '../components/useSignInFlow';
import { WechatInAppButton } from '../components/WechatInAppButton';
import { useAccountMessages } from '../messages';
import { userState } from '../state';
import styles from './AccountPage.module.css';
import { SIGN_IN_REFUSAL } from '../sign-in-refusal';

/** Inside WeChat: sign in with the app itself, or with one of the shop's ways below. */
function WechatInAppSignIn() {
  const refusal = useRefusal(SIGN_IN_REFUSAL);
  return (
    <>
      <WechatInAppButton className={styles.wechat} refusal={refusal} />
      <FormAlert message={refusal.message} />
      <p className={styles.divider}>
        <Trans>or</Trans>
      </p>
    </>
  );
}

/** /mobile/login: every width; a wide screen's header opens the same panels in a dialog. */
export function LoginPage() {
  useAccountMessages();
  const { t } = useLingui();
  const navigate = useNavigate();
  const flow = useSignInFlow();
  const { userInfo } = useSnapshot(userState);
  const [inWeChat] = useState(() => isWeChatBrowser());

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        <Trans>Sign in</Trans>
      </h1>
      <p className={styles.intro}>
        {userInfo ? (
          <Trans>
            You are signed in.{' '}
            <Link {...memberTabLink('shared', 'user-center')} className={styles.link}>
              Go to my account
            </Link>
          </Trans>
        ) : (
          t`Welcome back to MAISON.`
        )}
      </p>
      {inWeChat && <WechatInAppSignIn />}
      <LoginPanels
        ways={['sms', 'password']}
        onSignedIn={flow.finishOnPage}
        onBindNeeded={(state) => void navigate({ to: '/mobile/login/wxbind', search: { state } })}
      />
      <div className={styles.links}>
        <Link to="/mobile/login/forgotPwd" className={styles.link}>
          <Trans>Forgot your password?</Trans>
        </Link>
        <p>
          <Trans>New to MAISON?</Trans>{' '}
          <Link to="/mobile/login/register" className={styles.link}>
            <Trans>Create an account</Trans>
          </Link>
        </p>
      </div>
    </section>
  );
}
