import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { isWideWidth } from '../../../lib/device';
import type { RouteSet } from '../../../lib/route-set';
import { appState } from '../../app';
import { documentListQueryOptions } from '../api';
import { documentDate } from '../format';
import { useDocumentsMessages } from '../messages';
import { documentLink, siteMapLink } from '../links';
import styles from './DocumentsCentrePage.module.css';

/** /otherPages/docx: every published document, with what it is about and its date. */
export function DocumentsCentrePage({ routeSet }: { routeSet: RouteSet }) {
  useDocumentsMessages();
  const { t, i18n } = useLingui();
  const { appWidth, lang } = useSnapshot(appState);
  const wide = routeSet === 'pc' || (routeSet === 'shared' && isWideWidth(appWidth));
  const documents = useSuspenseQuery(documentListQueryOptions(lang)).data;

  return (
    <div className={`${styles.page} ${wide ? styles.wide : styles.narrow}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t`Policies and help`}</h1>
        <p className={styles.intro}>
          <Trans>
            How we deliver, take payment, accept returns and look after your personal information,
            and answers to the questions our clients ask most.
          </Trans>
        </p>
      </header>
      <ul className={styles.list}>
        {documents.map((entry) => {
          const date = documentDate(i18n, entry.updated_at);
          return (
            <li key={entry.code} className={styles.entry}>
              <h2 className={styles.entryTitle}>
                <Link {...documentLink(routeSet, entry.code)}>{entry.title}</Link>
              </h2>
              <p className={styles.summary}>{entry.summary}</p>
              <p className={styles.date}>
                <Trans>
                  Updated <time dateTime={new Date(entry.updated_at).toISOString()}>{date}</time>
                </Trans>
              </p>
            </li>
          );
        })}
      </ul>
      <p className={styles.more}>
        <Trans>
          Looking for a page? See the <Link {...siteMapLink(routeSet)}>site map</Link>.
        </Trans>
      </p>
    </div>
  );
}
