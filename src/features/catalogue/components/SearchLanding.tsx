import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { accessToken } from '../../../lib/api-client';
import { hotListQueryOptions, userSearchDataQueryOptions } from '../api';
import { useLang } from '../hooks';
import { RecentSearches } from './RecentSearches';
import { SearchBox } from './SearchBox';
import styles from './SearchLanding.module.css';
import { WordLink } from './WordLink';

/** Search without a keyword: the field, the hot list and (for members) recent searches. */
export function SearchLanding() {
  const { t } = useLingui();
  const lang = useLang();
  const token = accessToken();
  const hot = useQuery(hotListQueryOptions(lang));
  const recent = useQuery(userSearchDataQueryOptions(token, lang));
  return (
    <div className={styles.landing}>
      <h1 className={styles.title}>{t`Search`}</h1>
      <SearchBox large autoFocus />
      <div className={styles.columns}>
        <RecentSearches words={recent.data ?? []} token={token} lang={lang} />
        {hot.data && hot.data.length > 0 && (
          <section className={styles.section}>
            <h2 className={styles.heading}>{t`Popular searches`}</h2>
            <ul className={styles.words}>
              {hot.data.map((word) => (
                <li key={word}>
                  <WordLink word={word} className={styles.word} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
