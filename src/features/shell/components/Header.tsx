import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { isWideWidth } from '../../../lib/device';
import { AppLink } from '../../../ui/AppLink';
import { Icon } from '../../../ui/Icon';
import { LOGIN_PATH, MEMBER_HOME_PATH, userState } from '../../account';
import { appState, openLoginFlow } from '../../app';
import { menusQueryOptions } from '../../content';
import { SEARCH_HREF, WORDMARK } from '../links';
import styles from './Header.module.css';
import { LangSwitch } from './LangSwitch';
import { MegaMenu } from './MegaMenu';

const loadDrawer = () => import('./MenuDrawer');
const MenuDrawer = lazy(loadDrawer);

/** The person icon: a visitor signs in (dialog or page, by width); a member opens their area. */
function AccountButton({ wide }: { wide: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { userInfo } = useSnapshot(userState);
  const label = userInfo ? t`My account` : t`Sign in`;
  const content = (
    <>
      <Icon name="person" size={wide ? 18 : 22} />
      {wide && <span>{label}</span>}
    </>
  );
  if (userInfo) {
    return (
      <AppLink
        href={MEMBER_HOME_PATH}
        className={styles.search}
        aria-label={wide ? undefined : label}
      >
        {content}
      </AppLink>
    );
  }
  return (
    <button
      type="button"
      className={styles.search}
      aria-label={wide ? undefined : label}
      aria-haspopup={wide ? 'dialog' : undefined}
      onClick={() => openLoginFlow(() => void navigate({ to: LOGIN_PATH }))}
    >
      {content}
    </button>
  );
}

/** The sticky header: wordmark, menus (mega-menu or drawer), search, account and language. */
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
          <AccountButton wide={wide} />
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
