import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { applyUpdate, updateState } from '../../../lib/service-worker';
import { Button } from '../../../ui/Button';
import styles from './UpdatePrompt.module.css';

/** A new version of the shop is waiting: offer to reload into it. */
export function UpdatePrompt() {
  const { waiting } = useSnapshot(updateState);
  const [later, setLater] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (!waiting || later) return null;
  return (
    <div className={styles.prompt} role="status">
      <p className={styles.text}>
        <Trans>A new version of the boutique is available.</Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="text" className={styles.later} onClick={() => setLater(true)}>
          <Trans>Later</Trans>
        </Button>
        <Button
          variant="inverse"
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
  );
}
