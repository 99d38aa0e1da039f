import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { TopicNews } from '../../../../contract/topic';
import { ApiError } from '../../../lib/api-client';
import type { RouteSet } from '../../../lib/route-set';
import { removeBootHero } from '../../../ui/boot-hero';
import { Button } from '../../../ui/Button';
import { Picture } from '../../../ui/Picture';
import { RichText } from '../../../ui/RichText';
import { appState } from '../../app';
import { RouteSetContext } from '../../catalogue';
import { ShareButton } from '../../sharing';
import { topicNewsQueryOptions } from '../api';
import { GoodsGrid } from '../components/GoodsGrid';
import { Message } from '../components/Message';
import { useTopicLayout } from '../hooks';
import { useTopicsMessages } from '../messages';
import { formatPublished } from '../model';
import type { StorySearch } from '../routing';
import styles from './TopicPages.module.css';
import { StoriesScreen } from './WaterfallPage';
import { Link } from '@tanstack/react-router';
import { campaignLink, storiesLink } from '../links';

const CODE_NOT_FOUND = 4004;

/** /advertising/details and its twins: an article, or every article when none is named. */
export function ArticlePage({ routeSet, search }: { routeSet: RouteSet; search: StorySearch }) {
  useTopicsMessages();
  if (search.id === undefined) return <StoriesScreen routeSet={routeSet} groupId={undefined} />;
  return (
    <RouteSetContext value={routeSet}>
      <Article key={search.id} id={search.id} routeSet={routeSet} />
    </RouteSetContext>
  );
}

function Article({ id, routeSet }: { id: number; routeSet: RouteSet }) {
  const { t } = useLingui();
  const { lang } = useSnapshot(appState);
  const { wide } = useTopicLayout(routeSet);
  const query = useQuery(topicNewsQueryOptions(id, lang));
  const ended =
    query.error instanceof ApiError && query.error.code === CODE_NOT_FOUND ? query.error : null;
  // A story hidden or ended since this device kept it is not shown from the kept copy.
  if (!query.data || ended) {
    if (query.isPending) return <div className={styles.loading} aria-busy="true" />;
    if (ended) {
      return (
        <Message title={t`This story is no longer available`} text={ended.message}>
          <Link {...storiesLink(routeSet)} className={styles.textLink}>
            {t`All stories`}
          </Link>
        </Message>
      );
    }
    return (
      <Message text={t`This story could not be loaded.`} alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t`Try again`}
        </Button>
      </Message>
    );
  }
  return <LoadedArticle news={query.data} routeSet={routeSet} wide={wide} />;
}

function LoadedArticle({
  news,
  routeSet,
  wide,
}: {
  news: TopicNews;
  routeSet: RouteSet;
  wide: boolean;
}) {
  const { t, i18n } = useLingui();
  // The opening document drew the heading and cover where this page draws them.
  useLayoutEffect(removeBootHero, []);
  const groupName = news.group.name;
  return (
    <article className={`${styles.page} ${styles.article} ${wide ? styles.wide : styles.narrow}`}>
      <header className={styles.articleHeader}>
        <Link {...storiesLink(routeSet, news.group.id)} className={styles.eyebrowLink}>
          {news.group.name}
        </Link>
        <h1 className={styles.title}>{news.title}</h1>
        <p className={styles.subtitle}>{news.summary}</p>
        <div className={styles.meta}>
          <time dateTime={new Date(news.published_at).toISOString()}>
            {formatPublished(news.published_at, i18n.locale)}
          </time>
          <ShareButton type="news" id={news.id} title={news.title} centered />
        </div>
      </header>
      <div className={styles.cover}>
        <Picture
          picture={news.cover}
          alt=""
          sizes={wide ? '(min-width: 1100px) 560px, 50vw' : '100vw'}
          eager
        />
      </div>
      <RichText html={news.body} className={styles.richText} />
      {news.goods.length > 0 && (
        <div className={styles.related}>
          <GoodsGrid title={t`In this story`} goods={news.goods} wide={wide} />
        </div>
      )}
      <nav className={styles.articleFooter} aria-label={t`More stories`}>
        {news.topic_page_id !== null && (
          <Link {...campaignLink(routeSet, news.topic_page_id)} className={styles.textLink}>
            {t`Back to the campaign`}
          </Link>
        )}
        <Link {...storiesLink(routeSet, news.group.id)} className={styles.textLink}>
          {t`More from ${groupName}`}
        </Link>
      </nav>
    </article>
  );
}
