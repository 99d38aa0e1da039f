import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import styles from './ConfirmDialog.module.css';

/** Asks before something that cannot be undone: pieces leaving the bag, an address deleted. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  keepLabel,
  pending = false,
  error = null,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** The button that leaves things as they are; "Cancel" unless that could be confused. */
  keepLabel?: string;
  pending?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {children && <div className={styles.text}>{children}</div>}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {keepLabel ?? t`Cancel`}
        </Button>
        <Button onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
