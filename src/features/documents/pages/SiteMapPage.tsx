import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { isWideWidth } from '../../../lib/device';
import { setParam, type RouteSet } from '../../../lib/route-set';
import { siteMapOf } from '../../../lib/site-map';
import { appState } from '../../app';
import { useDocumentsMessages } from '../messages';
import { SITE_MAP_GROUP_TITLES, SITE_MAP_LABELS } from '../site-map';
import styles from './SiteMapPage.module.css';

/** /otherPages/webMap and /pc/otherPages/websiteMap: every public page, grouped. */
export function SiteMapPage({ routeSet }: { routeSet: RouteSet }) {
  useDocumentsMessages();
  const { t, i18n } = useLingui();
  const { appWidth } = useSnapshot(appState);
  const wide = routeSet === 'pc' || (routeSet === 'shared' && isWideWidth(appWidth));
  const siteMap = siteMapOf(Object.values(useRouter().routesById), routeSet);
  return (
    <div className={`${styles.page} ${wide ? styles.wide : styles.narrow}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t`Site map`}</h1>
        <p className={styles.intro}>
          <Trans>Every page of the MAISON online boutique.</Trans>
        </p>
      </header>
      <div className={styles.groups}>
        {siteMap.map(({ group, links }) => (
          <section key={group} className={styles.group} aria-labelledby={`site-map-${group}`}>
            <h2 id={`site-map-${group}`} className={styles.groupTitle}>
              {i18n._(SITE_MAP_GROUP_TITLES[group])}
            </h2>
            <ul className={styles.links}>
              {links.map(({ entry, to }) => (
                <li key={entry}>
                  <Link to={to} params={setParam(routeSet)}>
                    {i18n._(SITE_MAP_LABELS[entry])}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
