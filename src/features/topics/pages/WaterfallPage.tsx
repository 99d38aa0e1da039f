import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { ApiError } from '../../../lib/api-client';
import type { RouteSet } from '../../../lib/route-set';
import { appState } from '../../app';
import { topicGroupQueryOptions } from '../api';
import { Message } from '../components/Message';
import { Waterfall } from '../components/Waterfall';
import { useTopicLayout } from '../hooks';
import { useTopicsMessages } from '../messages';
import type { StoriesSearch } from '../routing';
import styles from './TopicPages.module.css';
import { Link } from '@tanstack/react-router';
import { campaignLink, storiesLink } from '../links';

const CODE_NOT_FOUND = 4004;

/** /advertising/waterfallList and its twins: a group's articles, or every article. */
export function WaterfallPage({ routeSet, search }: { routeSet: RouteSet; search: StoriesSearch }) {
  useTopicsMessages();
  return <StoriesScreen routeSet={routeSet} groupId={search.group_id} />;
}

/** The stories of a group (or all of them) in a waterfall, under the group's name. */
export function StoriesScreen({
  routeSet,
  groupId,
}: {
  routeSet: RouteSet;
  groupId: number | undefined;
}) {
  const { t } = useLingui();
  const { lang } = useSnapshot(appState);
  const { wide, width } = useTopicLayout(routeSet);
  const group = useQuery({
    ...topicGroupQueryOptions(groupId ?? 0, lang),
    enabled: groupId !== undefined,
  });
  const campaignId = group.data?.topic_page_id;
  if (group.error instanceof ApiError && group.error.code === CODE_NOT_FOUND) {
    return (
      <Message title={t`This collection is no longer available`} text={group.error.message}>
        <Link {...storiesLink(routeSet)} className={styles.textLink}>
          {t`All stories`}
        </Link>
      </Message>
    );
  }
  return (
    <div className={`${styles.page} ${styles.list} ${wide ? styles.wide : styles.narrow}`}>
      <header className={styles.listHeader}>
        {campaignId != null && (
          <Link {...campaignLink(routeSet, campaignId)} className={styles.eyebrowLink}>
            {t`Back to the campaign`}
          </Link>
        )}
        <h1 className={styles.title}>
          {groupId === undefined ? t`Maison stories` : (group.data?.name ?? '\u00a0')}
        </h1>
        {groupId === undefined ? (
          <p className={styles.subtitle}>{t`Every story from our campaigns, newest first.`}</p>
        ) : (
          group.data?.description && <p className={styles.subtitle}>{group.data.description}</p>
        )}
      </header>
      <Waterfall groupId={groupId} routeSet={routeSet} wide={wide} width={width} lang={lang} />
    </div>
  );
}
