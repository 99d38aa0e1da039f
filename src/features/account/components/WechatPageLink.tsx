import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { WechatStart } from '../../../../contract/account';
import { Button } from '../../../ui/Button';
import { fetchWechatUrl } from '../api';
import { sessionStore } from '../../../lib/safe-storage';
import { currentPage, rememberReturnPage } from '../return-page';
import { QR_STATE_KEY } from '../wechat-keys';
import { FormAlert } from '../../../ui/forms/FormAlert';
import { useRefusal } from '../../../ui/forms/outcome';
import styles from './WechatQrPanel.module.css';
import { SIGN_IN_REFUSAL } from '../sign-in-refusal';

/** A sign-in this close to its end is not started: WeChat's page would come back too late. */
const FRESH_FOR_MS = 60_000;

/**
 * Desktop sign-in with WeChat's own page, which shows the QR code to scan and then sends the
 * browser back to the shop: this tab keeps the state it sent, and the page to return to.
 */
export function WechatPageLink({ start }: { start: WechatStart }) {
  const router = useRouter();
  const refusal = useRefusal(SIGN_IN_REFUSAL);
  const [leaving, setLeaving] = useState(false);

  const go = async () => {
    refusal.clear();
    setLeaving(true);
    try {
      const fresh =
        start.expires_at - Date.now() > FRESH_FOR_MS ? start : await fetchWechatUrl({ mode: 'qr' });
      sessionStore.setItem(QR_STATE_KEY, fresh.state);
      rememberReturnPage(currentPage(router), sessionStore);
      window.location.assign(fresh.url);
    } catch (error) {
      refusal.show(error);
      setLeaving(false);
    }
  };

  return (
    <div className={styles.panel}>
      <p className={styles.status}>
        <Trans>
          WeChat shows its sign-in QR code on its own page. Scan it with your phone and you come
          back here, signed in.
        </Trans>
      </p>
      <FormAlert message={refusal.message} />
      <Button onClick={() => void go()} disabled={leaving}>
        <Trans>Continue to WeChat</Trans>
      </Button>
    </div>
  );
}
