import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';
import { Icon } from './Icon';

export type DialogVariant = 'center' | 'full' | 'sheet';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name; shown as its heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  variant?: DialogVariant;
  /** Content placed in the top bar beside the close button (for example a wordmark). */
  header?: ReactNode;
  /** No top bar: the close button floats over the content's top-right corner. */
  bare?: boolean;
  children: ReactNode;
  className?: string;
}

let openCount = 0;

function lockScroll(): () => void {
  openCount += 1;
  document.documentElement.classList.add(styles.locked ?? '');
  return () => {
    openCount -= 1;
    if (openCount === 0) document.documentElement.classList.remove(styles.locked ?? '');
  };
}

/**
 * A modal dialog on the native <dialog> element: focus moves in and is kept inside, Escape and
 * the close button close it, the page behind is inert and does not scroll.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  variant = 'center',
  header,
  bare = false,
  children,
  className,
}: DialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement;
    if (!dialog.open) dialog.showModal();
    // Start on the dialog itself: Tab then reaches its controls, and no control looks pre-selected.
    dialog.focus();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={[styles.dialog, styles[variant], className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget && variant !== 'full') onCloseRef.current();
      }}
    >
      <div className={`${styles.panel} ${bare ? styles.bare : ''}`}>
        <div className={styles.bar}>
          {header}
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={() => onCloseRef.current()}
            aria-label={t`Close`}
          >
            <Icon name="close" size={22} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
