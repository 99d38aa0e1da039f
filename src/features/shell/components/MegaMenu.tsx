import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { MenuItem } from '../../../../contract/content';
import { AppLink } from '../../../ui/AppLink';
import { Picture } from '../../../ui/Picture';
import styles from './MegaMenu.module.css';

const OPEN_DELAY_MS = 120;
const CLOSE_DELAY_MS = 180;

/** The desktop navigation: top-level categories whose panels open on hover or keyboard focus. */
export function MegaMenu({ items }: { items: readonly MenuItem[] }) {
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
      onMouseLeave={() => schedule(null, CLOSE_DELAY_MS)}
      onKeyDown={onKeyDown}
    >
      <ul className={styles.list}>
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
              {open && <Panel item={item} onNavigate={closeNow} />}
            </li>
          );
        })}
      </ul>
      {openId !== null && <div className={styles.scrim} aria-hidden="true" />}
    </nav>
  );
}

function Panel({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const grouped = item.children.some((child) => child.children.length > 0);
  const feature = item.picture ?? item.children.find((child) => child.picture)?.picture ?? null;
  // The menu may already carry its own "view all" entry pointing at the category.
  const listsParent = item.children.some((child) => child.link === item.link);
  const count = item.children.length;
  const rows = count <= 5 ? count : Math.min(6, Math.ceil(count / 2));
  return (
    <div className={styles.panel}>
      <div className={styles.inner}>
        <div className={styles.intro}>
          <p className={styles.introTitle} aria-hidden="true">
            {item.name}
          </p>
          {!listsParent && (
            <AppLink href={item.link} className={styles.viewAll} onClick={onNavigate}>
              <Trans>Discover all: {item.name}</Trans>
            </AppLink>
          )}
        </div>
        {grouped ? (
          <div className={styles.groups}>
            {item.children.map((child) => (
              <div key={child.id} className={styles.group}>
                <AppLink href={child.link} className={styles.groupTitle} onClick={onNavigate}>
                  {child.name}
                </AppLink>
                {child.children.length > 0 && (
                  <ul className={styles.links}>
                    {child.children.map((leaf) => (
                      <li key={leaf.id}>
                        <AppLink href={leaf.link} onClick={onNavigate}>
                          {leaf.name}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        ) : (
          <ul
            className={`${styles.links} ${styles.flat}`}
            style={{ gridTemplateRows: `repeat(${Math.max(1, rows)}, auto)` }}
          >
            {item.children.map((child) => (
              <li key={child.id}>
                <AppLink href={child.link} onClick={onNavigate}>
                  {child.name}
                </AppLink>
              </li>
            ))}
          </ul>
        )}
        {feature && (
          <AppLink
            href={item.link}
            className={styles.feature}
            onClick={onNavigate}
            tabIndex={-1}
            aria-hidden="true"
          >
            <Picture picture={feature} alt="" sizes="240px" />
          </AppLink>
        )}
      </div>
    </div>
  );
}
