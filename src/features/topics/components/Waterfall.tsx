import { Plural, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RouteSet } from '../../../lib/route-set';
import { bootHeroShown, removeBootHero } from '../../../ui/boot-hero';
import { Button } from '../../../ui/Button';
import { topicNewsListQueryOptions } from '../api';
import { masonry, waterfallColumns } from '../model';
import { Message } from './Message';
import { NewsCard } from './NewsCard';
import styles from './Waterfall.module.css';

/** How far below the screen the next page starts loading. */
const LOOK_AHEAD = '0px 0px 400px 0px';

/**
 * Articles in columns that load their next page as the shopper scrolls near the end, with a
 * way to try again when a page fails and a word when there is no more.
 */
export function Waterfall({
  groupId,
  routeSet,
  wide,
  width,
  lang,
}: {
  groupId: number | undefined;
  routeSet: RouteSet;
  wide: boolean;
  width: number;
  lang: 'cn' | 'en';
}) {
  const { t } = useLingui();
  const query = useInfiniteQuery(topicNewsListQueryOptions(groupId, lang));
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  const total = query.data?.pages[0]?.pagination.total_count ?? 0;
  // The stories the opening document drew are on screen already: they do not appear again.
  const [drawnByDocument] = useState(() =>
    bootHeroShown() ? new Set(items.map((news) => news.id)) : null,
  );
  useLayoutEffect(() => {
    if (items.length) removeBootHero();
  }, [items.length]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, items.length]);

  if (!query.data) {
    if (query.isPending) return <div className={styles.loading} aria-busy="true" />;
    return (
      <Message text={t`The stories could not be loaded.`} alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t`Try again`}
        </Button>
      </Message>
    );
  }
  if (!items.length) return <Message text={t`There are no stories here yet.`} />;

  const columns = masonry(items, waterfallColumns(wide, width));
  const sizes = wide ? `${Math.round(100 / columns.length)}vw` : '50vw';
  return (
    <div className={styles.waterfall}>
      <p className={styles.count}>
        <Plural value={total} one="# story" other="# stories" />
      </p>
      <div
        className={styles.columns}
        style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` }}
      >
        {columns.map((column, i) => (
          <ul key={i} className={styles.column}>
            {column.map((news, row) => (
              <li key={news.id} className={drawnByDocument?.has(news.id) ? styles.still : ''}>
                {/* A phone's first screen shows two stories of each column: their covers load at once. */}
                <NewsCard news={news} routeSet={routeSet} sizes={sizes} eager={row < 2} />
              </li>
            ))}
          </ul>
        ))}
      </div>
      <div ref={sentinel} className={styles.end}>
        {isFetchNextPageError ? (
          <div role="alert" className={styles.failed}>
            <p>{t`More stories could not be loaded.`}</p>
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              {t`Try again`}
            </Button>
          </div>
        ) : hasNextPage ? (
          <p aria-live="polite">{isFetchingNextPage ? t`Loading more stories…` : ''}</p>
        ) : (
          <p>{t`You have seen every story.`}</p>
        )}
      </div>
    </div>
  );
}
