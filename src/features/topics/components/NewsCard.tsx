import { useLingui } from '@lingui/react/macro';
import type { TopicNewsCard } from '../../../../contract/topic';
import type { RouteSet } from '../../../lib/route-set';
import { Picture } from '../../../ui/Picture';
import { formatPublished } from '../model';
import styles from './NewsCard.module.css';
import { Link } from '@tanstack/react-router';
import { storyLink } from '../links';

/** An article in the waterfall or a campaign's news block: cover, day, title and summary. */
export function NewsCard({
  news,
  routeSet,
  sizes,
  eager = false,
}: {
  news: TopicNewsCard;
  routeSet: RouteSet;
  sizes: string;
  /** On the first screen: the cover loads at once, not when it nears the screen. */
  eager?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <article className={styles.card}>
      <Link {...storyLink(routeSet, news.id)} className={styles.link}>
        <Picture picture={news.cover} alt="" sizes={sizes} className={styles.cover} eager={eager} />
        <span className={styles.text}>
          <time className={styles.date} dateTime={new Date(news.published_at).toISOString()}>
            {formatPublished(news.published_at, i18n.locale)}
          </time>
          <h3 className={styles.title}>{news.title}</h3>
          <span className={styles.summary}>{news.summary}</span>
        </span>
      </Link>
    </article>
  );
}
