import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { bringIntoSight } from '../bring-into-sight';
import { Icon } from '../Icon';
import styles from './Notice.module.css';
import { useNoticeRegion } from './notice-area';

interface NoticeProps {
  /** Something went wrong or needs an answer: read at once (role alert) and marked. */
  urgent?: boolean;
  /** The close button's action; without it the notice has none (its own buttons end it). */
  onClose?: () => void;
  /**
   * Closes the notice when the shopper goes on to another page after it arrived. A page the
   * shop opens by itself (the order page after a sign-in) keeps it.
   */
  closesOnLeaving?: boolean;
  /** It answers what the shopper just did: scrolled into sight if the page is further down. */
  reveal?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * One of the shop's notices, drawn in the area under the header (NoticeArea): never over the
 * page, it stays until closed (or, with `closesOnLeaving`, until the shopper leaves the page),
 * since a notice leaving by itself would move the page under the shopper's finger.
 */
export function Notice({
  urgent = false,
  onClose,
  closesOnLeaving = false,
  reveal = false,
  className,
  children,
}: NoticeProps) {
  const { t } = useLingui();
  const region = useNoticeRegion(urgent ? 'urgent' : 'polite');
  const ref = useRef<HTMLDivElement>(null);
  useClosedOnLeaving(closesOnLeaving ? onClose : undefined);
  useLayoutEffect(() => {
    if (reveal && ref.current) bringIntoSight(ref.current);
  }, [reveal, region]);
  if (!region) return null;
  return createPortal(
    <div
      ref={ref}
      className={[styles.notice, urgent ? styles.urgent : '', className].filter(Boolean).join(' ')}
      role={urgent ? 'alert' : 'status'}
    >
      <div className={styles.body}>{children}</div>
      {onClose && (
        <button type="button" className={styles.close} onClick={onClose} aria-label={t`Close`}>
          <Icon name="close" size={18} />
        </button>
      )}
    </div>,
    region,
  );
}

/** Calls `close` when a page change follows a tap or a key press made after the notice came. */
function useClosedOnLeaving(close: (() => void) | undefined): void {
  const router = useRouter();
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  const watching = close !== undefined;
  useEffect(() => {
    if (!watching) return;
    let acted = false;
    const act = () => {
      acted = true;
    };
    document.addEventListener('pointerdown', act, true);
    document.addEventListener('keydown', act, true);
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (acted && event.pathChanged) closeRef.current?.();
    });
    return () => {
      document.removeEventListener('pointerdown', act, true);
      document.removeEventListener('keydown', act, true);
      unsubscribe();
    };
  }, [router, watching]);
}
