import { Trans } from '@lingui/react/macro';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { NetworkError } from '../../../lib/api-client';
import { Button, buttonClass } from '../../../ui/Button';
import { AppFrame } from './AppShell';
import styles from './NotFoundPage.module.css';

/** A page whose data or code could not be loaded: said plainly, inside the usual frame. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const offline = error instanceof NetworkError || !navigator.onLine;
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
            <Trans>Please check your connection, then try again.</Trans>
          ) : (
            <Trans>Something went wrong on our side. Please try again in a moment.</Trans>
          )}
        </p>
        <div className={styles.actions}>
          <Button
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
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
