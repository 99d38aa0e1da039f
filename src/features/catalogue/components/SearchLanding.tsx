import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accessToken } from '../../../lib/api-client';
import { hotListQueryOptions, userSearchDataQueryOptions } from '../api';
import { useLang } from '../hooks';
import { useSetParam } from '../paths';
import { SearchBox } from './SearchBox';
import styles from './SearchLanding.module.css';

/** Search without a keyword: the field, the hot list and (for members) recent searches. */
export function SearchLanding() {
  const { t } = useLingui();
  const lang = useLang();
  const hot = useQuery(hotListQueryOptions(lang));
  const recent = useQuery(userSearchDataQueryOptions(accessToken(), lang));
  const recentWords = recent.data ?? [];
  return (
    <div className={styles.landing}>
      <h1 className={styles.title}>{t`Search`}</h1>
      <SearchBox large autoFocus />
      <div className={styles.columns}>
        {recentWords.length > 0 && <WordList title={t`Recent searches`} words={recentWords} />}
        {hot.data && hot.data.length > 0 && (
          <WordList title={t`Popular searches`} words={hot.data} />
        )}
      </div>
    </div>
  );
}

function WordList({ title, words }: { title: string; words: string[] }) {
  const set = useSetParam();
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.words}>
        {words.map((word) => (
          <li key={word}>
            <Link
              to="/{-$set}/productList/resultsList"
              params={set}
              search={{ keyword: word }}
              className={styles.word}
            >
              {word}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
