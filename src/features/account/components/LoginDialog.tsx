import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import { isWideWidth } from '../../../lib/device';
import { Dialog } from '../../../ui/Dialog';
import { appState } from '../../app';
import { useAccountMessages } from '../messages';
import { forgotPasswordLink, registerLink, wechatBindLink } from '../paths';
import styles from './LoginDialog.module.css';
import { LoginPanels } from './LoginPanels';
import { useSignInFlow } from './useSignInFlow';

/**
 * Spec §6: the sign-in dialog of a wide screen, opened by the header or by a "login needed"
 * reply. Signing in closes it over the page the shopper was on.
 */
export default function LoginDialog({ onClose }: { onClose: () => void }) {
  useAccountMessages();
  const { t } = useLingui();
  const { appWidth } = useSnapshot(appState);
  const flow = useSignInFlow();
  const ways = isWideWidth(appWidth)
    ? (['sms', 'password', 'wechat'] as const)
    : (['sms', 'password'] as const);

  const flowLink = (page: typeof registerLink | typeof forgotPasswordLink) => ({
    ...page,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      flow.leaveDialogFor(page);
    },
  });

  return (
    <Dialog open onClose={onClose} title={t`Sign in`} variant="sheet">
      <LoginPanels
        ways={ways}
        onSignedIn={flow.finishInDialog}
        onBindNeeded={(state) => flow.leaveDialogFor(wechatBindLink(state))}
      />
      <div className={styles.links}>
        <Link className={styles.link} {...flowLink(forgotPasswordLink)}>
          <Trans>Forgot your password?</Trans>
        </Link>
        <p className={styles.join}>
          <Trans>New to MAISON?</Trans>{' '}
          <Link className={styles.link} {...flowLink(registerLink)}>
            <Trans>Create an account</Trans>
          </Link>
        </p>
      </div>
    </Dialog>
  );
}
