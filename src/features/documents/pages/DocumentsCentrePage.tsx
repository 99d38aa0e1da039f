import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { isWideWidth } from '../../../lib/device';
import type { RouteSet } from '../../../lib/route-set';
import { AppLink } from '../../../ui/AppLink';
import { Button } from '../../../ui/Button';
import { appState } from '../../app';
import { documentListQueryOptions } from '../api';
import { documentDate } from '../format';
import { useDocumentsMessages } from '../messages';
import { documentHref, documentPath } from '../pages';
import styles from './DocumentsCentrePage.module.css';

/** /otherPages/docx: every published document, with what it is about and its date. */
export function DocumentsCentrePage({ routeSet }: { routeSet: RouteSet }) {
  useDocumentsMessages();
  const { t, i18n } = useLingui();
  const { appWidth, lang } = useSnapshot(appState);
  const wide = routeSet === 'pc' || (routeSet === 'shared' && isWideWidth(appWidth));
  const documents = useQuery(documentListQueryOptions(lang));
  const siteMap = documentPath(routeSet, routeSet === 'pc' ? 'websiteMap' : 'webMap');

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
      {documents.data ? (
        <ul className={styles.list}>
          {documents.data.map((entry) => {
            const date = documentDate(i18n, entry.updated_at);
            return (
              <li key={entry.code} className={styles.entry}>
                <h2 className={styles.entryTitle}>
                  <AppLink href={documentHref(routeSet, entry.code)}>{entry.title}</AppLink>
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
      ) : documents.isError ? (
        <div className={styles.failed} role="alert">
          <p>
            <Trans>The documents could not be loaded.</Trans>
          </p>
          <Button variant="secondary" onClick={() => void documents.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <div className={styles.loading} aria-busy="true" />
      )}
      <p className={styles.more}>
        <Trans>
          Looking for a page? See the <AppLink href={siteMap}>site map</AppLink>.
        </Trans>
      </p>
    </div>
  );
}
