import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { MenuItem } from '../../../../contract/content';
import { AppLink } from '../../../ui/AppLink';
import { Dialog } from '../../../ui/Dialog';
import { Icon } from '../../../ui/Icon';
import { Button } from '../../../ui/Button';
import { useHotline } from '../../content';
import { SEARCH_LINK, telHref, WORDMARK } from '../links';
import { LangSwitch } from './LangSwitch';
import styles from './MenuDrawer.module.css';

/** The phone menu: a full-screen panel whose categories open level by level. */
export default function MenuDrawer({
  items,
  failed,
  onRetry,
  onClose,
}: {
  items: readonly MenuItem[];
  /** The menus could not be loaded: the drawer says so and offers to ask again. */
  failed: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const hotline = useHotline();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Menu`}
      hideTitle
      variant="full"
      header={<span className={styles.wordmark}>{WORDMARK}</span>}
    >
      <nav aria-label={t`Main`}>
        {failed ? (
          <div className={styles.failed} role="alert">
            <p>{t`The menu could not be loaded. Check your connection and try again.`}</p>
            <Button variant="secondary" onClick={onRetry}>
              {t`Try again`}
            </Button>
          </div>
        ) : (
          <ul className={styles.level1}>
            {items.map((item) => (
              <Entry key={item.id} item={item} depth={1} onNavigate={onClose} />
            ))}
          </ul>
        )}
      </nav>
      <div className={styles.extras}>
        <Link {...SEARCH_LINK} className={styles.extra} onClick={onClose}>
          <Icon name="search" size={18} />
          <Trans>Search</Trans>
        </Link>
        {hotline && (
          <a href={telHref(hotline)} className={styles.extra}>
            <Icon name="phone" size={18} />
            <span>
              <Trans>Client Services</Trans> {hotline}
            </span>
          </a>
        )}
        <LangSwitch className={styles.lang} />
      </div>
    </Dialog>
  );
}

function Entry({
  item,
  depth,
  onNavigate,
}: {
  item: MenuItem;
  depth: 1 | 2 | 3;
  onNavigate: () => void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const isLeaf = item.children.length === 0 || depth === 3;
  const rowClass = `${styles.row} ${styles[`depth${depth}`]} ${isLeaf && depth === 2 ? styles.leaf : ''}`;
  if (isLeaf) {
    return (
      <li>
        <AppLink href={item.link} className={rowClass} onClick={onNavigate}>
          {item.name}
        </AppLink>
      </li>
    );
  }
  const next = depth === 1 ? 2 : 3;
  // The menu may already carry its own "view all" entry pointing at the category.
  const listsParent = item.children.some((child) => child.link === item.link);
  return (
    <li className={open ? styles.open : undefined}>
      <button
        type="button"
        className={rowClass}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span>{item.name}</span>
        <Icon name={open ? 'minus' : 'plus'} size={depth === 1 ? 18 : 16} />
      </button>
      {open && (
        <ul id={listId} className={styles[`level${next}`]}>
          {!listsParent && (
            <li>
              <AppLink
                href={item.link}
                className={`${styles.row} ${styles.all}`}
                onClick={onNavigate}
              >
                <Trans>Discover all: {item.name}</Trans>
              </AppLink>
            </li>
          )}
          {item.children.map((child) => (
            <Entry key={child.id} item={child} depth={next} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  );
}
