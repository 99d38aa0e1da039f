import { Trans } from '@lingui/react/macro';
import { useOnline } from '../../../lib/online';
import styles from './OfflineBanner.module.css';

/** Shown while the device has no network; gone as soon as it returns. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.banner} role="status">
      <Trans>You are offline. Pages you have visited still open; orders need the network.</Trans>
    </div>
  );
}
