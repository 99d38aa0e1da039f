import { Trans } from '@lingui/react/macro';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { NetworkError } from '../../../lib/api-client';
import { chunkLoad } from '../../../lib/chunk-reload';
import { Button, buttonClass } from '../../../ui/Button';
import { AppFrame } from './AppShell';
import styles from './NotFoundPage.module.css';

/**
 * A page whose data or code could not be loaded: said plainly, inside the usual frame. Offline
 * it is a page never visited on this device, or one whose data was never kept: it needs the
 * network, and "Try again" works once the network is back.
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const offline = error instanceof NetworkError || !navigator.onLine;
  const retry = () => {
    // A file that failed to load is not asked for again by the same page: load it anew.
    if (chunkLoad.failed) return window.location.reload();
    reset();
    void router.invalidate();
  };
  return (
    <AppFrame>
      <section className={styles.page}>
        <h1 className={styles.title}>
          {offline ? (
            <Trans>You appear to be offline</Trans>
          ) : (
            <Trans>This page could not be loaded</Trans>
          )}
        </h1>
        <p className={styles.text}>
          {offline ? (
            <Trans>
              This page needs the network. Pages you have already visited still open; check your
              connection, then try again.
            </Trans>
          ) : (
            <Trans>Something went wrong on our side. Please try again in a moment.</Trans>
          )}
        </p>
        <div className={styles.actions}>
          <Button onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
          <Link to="/" className={buttonClass('secondary')}>
            <Trans>Back to the home page</Trans>
          </Link>
        </div>
      </section>
    </AppFrame>
  );
}
