import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { isWideWidth } from '../../../lib/device';
import { AppLink } from '../../../ui/AppLink';
import { Icon } from '../../../ui/Icon';
import { appState } from '../../app';
import { menusQueryOptions } from '../../content';
import { SEARCH_HREF, WORDMARK } from '../links';
import styles from './Header.module.css';
import { LangSwitch } from './LangSwitch';
import { MegaMenu } from './MegaMenu';

const loadDrawer = () => import('./MenuDrawer');
const MenuDrawer = lazy(loadDrawer);

/** The sticky header: wordmark, menus (mega-menu or drawer), search and language. */
export function Header() {
  const { t } = useLingui();
  const { lang, appWidth } = useSnapshot(appState);
  const wide = isWideWidth(appWidth);
  const menus = useQuery(menusQueryOptions(lang));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = menus.data ?? [];

  return (
    <header className={`${styles.header} ${wide ? styles.wide : styles.narrow}`}>
      <div className={styles.top}>
        <div className={styles.start}>
          {wide ? (
            <LangSwitch />
          ) : (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t`Menu`}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onPointerEnter={() => void loadDrawer()}
              onClick={() => setDrawerOpen(true)}
            >
              <Icon name="menu" size={22} />
            </button>
          )}
        </div>
        <Link to="/" className={styles.wordmark} aria-label={t`${WORDMARK}, home page`}>
          {WORDMARK}
        </Link>
        <div className={styles.end}>
          <AppLink
            href={SEARCH_HREF}
            className={styles.search}
            aria-label={wide ? undefined : t`Search`}
          >
            <Icon name="search" size={wide ? 18 : 22} />
            {wide && (
              <span>
                <Trans>Search</Trans>
              </span>
            )}
          </AppLink>
        </div>
      </div>
      {wide && <MegaMenu items={items} />}
      {!wide && drawerOpen && (
        <Suspense fallback={null}>
          <MenuDrawer items={items} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
