import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import { isWideWidth } from '../../../lib/device';
import { Dialog } from '../../../ui/Dialog';
import { appState } from '../../app';
import { useAccountMessages } from '../messages';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH, WXBIND_PATH } from '../paths';
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

  const flowLink = (href: string) => ({
    href,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      flow.leaveDialogFor(href);
    },
  });

  return (
    <Dialog open onClose={onClose} title={t`Sign in`} variant="sheet">
      <LoginPanels
        ways={ways}
        onSignedIn={flow.finishInDialog}
        onBindNeeded={(state) =>
          flow.leaveDialogFor(`${WXBIND_PATH}?state=${encodeURIComponent(state)}`)
        }
      />
      <div className={styles.links}>
        <a className={styles.link} {...flowLink(FORGOT_PASSWORD_PATH)}>
          <Trans>Forgot your password?</Trans>
        </a>
        <p className={styles.join}>
          <Trans>New to MAISON?</Trans>{' '}
          <a className={styles.link} {...flowLink(REGISTER_PATH)}>
            <Trans>Create an account</Trans>
          </a>
        </p>
      </div>
    </Dialog>
  );
}
