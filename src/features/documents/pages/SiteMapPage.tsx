import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { isWideWidth } from '../../../lib/device';
import type { RouteSet } from '../../../lib/route-set';
import { AppLink } from '../../../ui/AppLink';
import { appState } from '../../app';
import { useDocumentsMessages } from '../messages';
import { SITE_MAP } from '../site-map';
import styles from './SiteMapPage.module.css';

/** /otherPages/webMap and /pc/otherPages/websiteMap: every public page, grouped. */
export function SiteMapPage({ routeSet }: { routeSet: RouteSet }) {
  useDocumentsMessages();
  const { t, i18n } = useLingui();
  const { appWidth } = useSnapshot(appState);
  const wide = routeSet === 'pc' || (routeSet === 'shared' && isWideWidth(appWidth));
  return (
    <div className={`${styles.page} ${wide ? styles.wide : styles.narrow}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t`Site map`}</h1>
        <p className={styles.intro}>
          <Trans>Every page of the MAISON online boutique.</Trans>
        </p>
      </header>
      <div className={styles.groups}>
        {SITE_MAP.map((group, g) => (
          <section key={g} className={styles.group} aria-labelledby={`site-map-${g}`}>
            <h2 id={`site-map-${g}`} className={styles.groupTitle}>
              {i18n._(group.title)}
            </h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.paths[routeSet]}>
                  <AppLink href={link.paths[routeSet]}>{i18n._(link.label)}</AppLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
