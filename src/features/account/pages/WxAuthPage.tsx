import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError } from '../../../lib/api-client';
import { isWeChatBrowser, isWideWidth } from '../../../lib/device';
import { Button } from '../../../ui/Button';
import { appState } from '../../app';
import { wechatCodeQueryOptions, wechatQrReturnQueryOptions } from '../api';
import { useRefusal, type Refusal } from '../../../ui/forms/outcome';
import { useSignInFlow } from '../components/useSignInFlow';
import { WechatInAppButton } from '../components/WechatInAppButton';
import { WechatQrPanel } from '../components/WechatQrPanel';
import { useAccountMessages } from '../messages';
import { OPENID_KEY, QR_STATE_KEY } from '../wechat-keys';
import { sessionStore } from '../../../lib/safe-storage';
import styles from './AccountPage.module.css';
import { SIGN_IN_REFUSAL } from '../sign-in-refusal';

/**
 * A WeChat sign-in of this browser's own, after one that cannot go on: inside WeChat through
 * its authorization page, on a wide screen with the QR code; a phone's browser outside WeChat
 * has the other ways of the sign-in page.
 */
function OwnWechatSignIn({ refusal }: { refusal: Refusal }) {
  const navigate = useNavigate();
  const flow = useSignInFlow();
  const { appWidth } = useSnapshot(appState);
  const [inWeChat] = useState(() => isWeChatBrowser());
  const [scanning, setScanning] = useState(false);
  if (inWeChat) return <WechatInAppButton className={styles.wechat} refusal={refusal} />;
  if (!isWideWidth(appWidth)) return null;
  if (scanning) {
    return (
      <WechatQrPanel
        onSignedIn={flow.finishOnPage}
        onBindNeeded={(state) => void navigate({ to: '/mobile/login/wxbind', search: { state } })}
      />
    );
  }
  return (
    <Button className={styles.wechat} onClick={() => setScanning(true)}>
      <Trans>Sign in with WeChat</Trans>
    </Button>
  );
}

/**
 * /mobile/login/wxbind/wxAuth?code&state: where WeChat's authorization page sends the in-app
 * browser back. The code signs a bound member in, or leads a first-time user on to binding.
 * With `state` alone, the desktop coming back from WeChat's QR page (through the shop's
 * callback, which took the code): only the state this tab sent there is taken. A sign-in this
 * browser did not start (an address someone sent) is refused by the server, and said to have
 * expired here, with a way to start one's own.
 */
export function WxAuthPage({
  code,
  state,
}: {
  code: string | undefined;
  state: string | undefined;
}) {
  useAccountMessages();
  const { t } = useLingui();
  const navigate = useNavigate();
  const flow = useSignInFlow();
  const restart = useRefusal(SIGN_IN_REFUSAL);
  const [sentState] = useState(() => sessionStore.getItem(QR_STATE_KEY));
  const qrReturn = !code && !!state && state === sentState;
  const exchange = useQuery({
    ...wechatCodeQueryOptions(code ?? '', state ?? ''),
    enabled: Boolean(code && state),
  });
  const scanned = useQuery({ ...wechatQrReturnQueryOptions(state ?? ''), enabled: qrReturn });

  const reply = exchange.data ?? scanned.data;
  const error = exchange.error ?? scanned.error;
  useEffect(() => {
    if (qrReturn && (reply || error)) sessionStore.removeItem(QR_STATE_KEY);
  }, [qrReturn, reply, error]);
  useEffect(() => {
    if (!reply) return;
    // The openid of the Official Account, for paying inside WeChat; a desktop's is another app's.
    if (!qrReturn) sessionStore.setItem(OPENID_KEY, reply.openid);
    if (reply.bound) flow.finishOnPage(reply.login);
    else
      void navigate({ to: '/mobile/login/wxbind', search: { state: reply.state }, replace: true });
    // The reply is handled once; `flow` and `navigate` are fresh on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reply]);

  const problem = !state
    ? t`This WeChat authorization is incomplete. Please try again.`
    : !code && !qrReturn
      ? t`This WeChat sign-in has expired. Please start again.`
      : error instanceof ApiError
        ? error.message
        : error
          ? t`The shop could not be reached. Please check your connection and try again.`
          : null;

  return (
    <section className={styles.page} aria-labelledby="wxauth-title">
      <h1 id="wxauth-title" className={styles.title}>
        {problem ? (
          <Trans>WeChat sign-in not completed</Trans>
        ) : (
          <Trans>Signing in with WeChat</Trans>
        )}
      </h1>
      {problem ? (
        <>
          <p className={styles.intro} role="alert">
            {restart.message ?? problem}
          </p>
          <OwnWechatSignIn refusal={restart} />
          <div className={styles.links}>
            <Link to="/mobile/login" className={styles.link}>
              <Trans>Back to sign in</Trans>
            </Link>
          </div>
        </>
      ) : (
        <p className={styles.intro} role="status">
          <Trans>One moment…</Trans>
        </p>
      )}
    </section>
  );
}
