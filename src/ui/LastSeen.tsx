import type { ReactNode } from 'react';
import styles from './LastSeen.module.css';

/**
 * The mark over a page shown from its last-seen copy (src/lib/last-seen.ts): `label` says the
 * device is offline, `children` what is shown, from when, and when it can be changed again.
 */
export function LastSeenNotice({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className={styles.notice} role="status">
      <span className={styles.label}>{label}</span>
      <span className={styles.dot} aria-hidden="true">
        ·
      </span>
      <span>{children}</span>
    </p>
  );
}

/**
 * What a last-seen copy shows, read-only: every button, field and box inside is disabled (and
 * says so to assistive technology); links still lead to other pages.
 */
export function ReadOnly({ children }: { children: ReactNode }) {
  return (
    <fieldset className={styles.readOnly} disabled>
      {children}
    </fieldset>
  );
}
