import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../../ui/Button';
import styles from './washing.module.css';

export function PageLoading() {
  const { t } = useLingui();
  return <div className={styles.loading} aria-busy="true" aria-label={t`Loading`} />;
}

/** A page whose data could not be loaded, with a way to ask again. */
export function PageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className={styles.message} role="alert">
      <p>{t`This could not be loaded. Check your connection and try again.`}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </div>
  );
}

/** Something asked for that is not there (an unknown care), with the way back. */
export function PageMissing({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.message}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
