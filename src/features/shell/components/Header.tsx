import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { memberTabLink } from '../../../lib/member-routes';
import { isWideWidth } from '../../../lib/device';
import { Icon } from '../../../ui/Icon';
import { userState } from '../../account';
import { appState, requireSignIn } from '../../app';
import { GuestBagMerge, useCartBadge } from '../../cart';
import { menusQueryOptions } from '../../content';
import { SEARCH_LINK, WORDMARK } from '../links';
import styles from './Header.module.css';
import { LangSwitch } from './LangSwitch';
import { MegaMenu } from './MegaMenu';

const loadDrawer = () => import('./MenuDrawer');
const MenuDrawer = lazy(loadDrawer);

/** The person icon: a visitor signs in (dialog or page, by width); a member opens their area. */
function AccountButton({ wide }: { wide: boolean }) {
  const { t } = useLingui();
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
      <Link
        {...memberTabLink('shared', 'user-center')}
        className={styles.search}
        aria-label={wide ? undefined : label}
      >
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={styles.search}
      aria-label={wide ? undefined : label}
      aria-haspopup={wide ? 'dialog' : undefined}
      onClick={() => requireSignIn()}
    >
      {content}
    </button>
  );
}

/**
 * The bag: a link to the cart of the page's route set, with the count of pieces in it. Offline,
 * the member's count as they last saw it, marked as such (a hollow badge, and its name).
 */
function BagLink({ wide }: { wide: boolean }) {
  const { t } = useLingui();
  const bag = useCartBadge();
  const count = bag.text;
  const label = !count
    ? t`Shopping bag`
    : bag.lastSeen
      ? t`Shopping bag (${count} when you last saw it)`
      : t`Shopping bag (${count})`;
  return (
    <Link
      to="/{-$set}/cart"
      params={bag.params}
      className={`${styles.search} ${styles.bag}`}
      aria-label={label}
      title={count && bag.lastSeen ? label : undefined}
    >
      <Icon name="bag" size={wide ? 18 : 22} />
      {count && (
        <span
          className={`${styles.badge} ${bag.lastSeen ? styles.lastSeen : ''}`}
          aria-hidden="true"
        >
          {count}
        </span>
      )}
    </Link>
  );
}

/** The sticky header: wordmark, menus (mega-menu or drawer), search, account, bag and language. */
export function Header() {
  const { t } = useLingui();
  const { lang, appWidth } = useSnapshot(appState);
  const wide = isWideWidth(appWidth);
  const menus = useQuery(menusQueryOptions(lang));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = menus.data ?? [];
  // The menus' call failed (its retry too): opening the drawer asks again, and the drawer offers
  // to ask again, rather than opening on an empty menu.
  const menusFailed = menus.isError && items.length === 0;
  const search = (
    <Link {...SEARCH_LINK} className={styles.search} aria-label={wide ? undefined : t`Search`}>
      <Icon name="search" size={wide ? 18 : 22} />
      {wide && (
        <span>
          <Trans>Search</Trans>
        </span>
      )}
    </Link>
  );

  return (
    <header className={`${styles.header} ${wide ? styles.wide : styles.narrow}`}>
      <div className={styles.top}>
        <div className={styles.start}>
          {wide ? (
            <LangSwitch />
          ) : (
            <>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t`Menu`}
                aria-haspopup="dialog"
                aria-expanded={drawerOpen}
                onPointerEnter={() => void loadDrawer()}
                onClick={() => {
                  setDrawerOpen(true);
                  if (menusFailed) void menus.refetch();
                }}
              >
                <Icon name="menu" size={22} />
              </button>
              {/* On a phone the search sits beside the menu: two icons each side of the wordmark. */}
              {search}
            </>
          )}
        </div>
        <Link to="/" className={styles.wordmark} aria-label={t`${WORDMARK}, home page`}>
          {WORDMARK}
        </Link>
        <div className={styles.end}>
          {wide && search}
          <AccountButton wide={wide} />
          <BagLink wide={wide} />
        </div>
      </div>
      <GuestBagMerge />
      {wide && (
        <MegaMenu
          items={items}
          failed={menusFailed && !menus.isFetching}
          onRetry={() => void menus.refetch()}
        />
      )}
      {!wide && drawerOpen && (
        <Suspense fallback={null}>
          <MenuDrawer
            items={items}
            failed={menusFailed && !menus.isFetching}
            onRetry={() => void menus.refetch()}
            onClose={() => setDrawerOpen(false)}
          />
        </Suspense>
      )}
    </header>
  );
}
