import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { MenuItem } from '../../../../contract/content';
import { AppLink } from '../../../ui/AppLink';
import styles from './MegaMenu.module.css';

// The panels load on the first approach to the menu; the open delay covers the download.
const loadPanel = () => import('./MegaMenuPanel');
const Panel = lazy(loadPanel);

const OPEN_DELAY_MS = 120;
const CLOSE_DELAY_MS = 180;

/** The desktop navigation: top-level categories whose panels open on hover or keyboard focus. */
export function MegaMenu({
  items,
  failed,
  onRetry,
}: {
  items: readonly MenuItem[];
  /** The menus could not be loaded: the bar says so and offers to ask again. */
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const [openId, setOpenId] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const nav = useRef<HTMLElement>(null);
  const quietFocus = useRef(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const schedule = (id: number | null, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpenId(id), delay);
  };
  const closeNow = () => {
    window.clearTimeout(timer.current);
    setOpenId(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openId === null) return;
    const top = nav.current?.querySelector<HTMLElement>(`[data-menu-id="${openId}"]`);
    closeNow();
    quietFocus.current = true;
    top?.focus();
    quietFocus.current = false;
  };

  return (
    <nav
      ref={nav}
      className={styles.nav}
      aria-label={t`Main`}
      onPointerEnter={() => void loadPanel()}
      onFocusCapture={() => void loadPanel()}
      onMouseLeave={() => schedule(null, CLOSE_DELAY_MS)}
      onKeyDown={onKeyDown}
    >
      {failed && (
        <p className={styles.failed} role="alert">
          {t`The menu could not be loaded. Check your connection and try again.`}
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t`Try again`}
          </button>
        </p>
      )}
      <ul className={styles.list} hidden={failed}>
        {items.map((item) => {
          const hasPanel = item.children.length > 0;
          const open = openId === item.id && hasPanel;
          return (
            <li
              key={item.id}
              className={styles.item}
              onMouseEnter={() =>
                schedule(hasPanel ? item.id : null, openId === null ? OPEN_DELAY_MS : 0)
              }
              onFocus={() => {
                if (quietFocus.current) return;
                window.clearTimeout(timer.current);
                setOpenId(hasPanel ? item.id : null);
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  setOpenId((current) => (current === item.id ? null : current));
                }
              }}
            >
              <AppLink
                href={item.link}
                data-menu-id={item.id}
                className={`${styles.top} ${open ? styles.active : ''}`}
                aria-expanded={hasPanel ? open : undefined}
                onClick={closeNow}
              >
                {item.name}
              </AppLink>
              {open && (
                <Suspense fallback={null}>
                  <Panel item={item} onNavigate={closeNow} />
                </Suspense>
              )}
            </li>
          );
        })}
      </ul>
      {openId !== null && <div className={styles.scrim} aria-hidden="true" />}
    </nav>
  );
}
