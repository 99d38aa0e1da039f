import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import styles from './OfflineBanner.module.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

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
