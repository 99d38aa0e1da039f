import { Trans } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { applyUpdate, updateState } from '../../../lib/service-worker';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/notices/Notice';
import { isCheckoutPath } from '../../checkout';
import styles from './UpdatePrompt.module.css';

/**
 * A new version of the shop is waiting: offer to reload into it, under the header, but not while
 * an order is being placed or paid (the offer comes back on the next page).
 */
export function UpdatePrompt() {
  const { waiting } = useSnapshot(updateState);
  const [later, setLater] = useState(false);
  const [reloading, setReloading] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (!waiting || later || isCheckoutPath(pathname)) return null;
  return (
    <Notice>
      <div className={styles.prompt}>
        <p className={styles.text}>
          <Trans>A new version of the boutique is available.</Trans>
        </p>
        <div className={styles.actions}>
          <Button variant="text" onClick={() => setLater(true)}>
            <Trans>Later</Trans>
          </Button>
          <Button
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              applyUpdate();
            }}
          >
            <Trans>Reload</Trans>
          </Button>
        </div>
      </div>
    </Notice>
  );
}
