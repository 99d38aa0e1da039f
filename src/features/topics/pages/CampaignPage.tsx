import { useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { TopicPage } from '../../../../contract/topic';
import { ApiError } from '../../../lib/api-client';
import type { RouteSet } from '../../../lib/route-set';
import { Button, buttonClass } from '../../../ui/Button';
import { Picture } from '../../../ui/Picture';
import { appState } from '../../app';
import { RouteSetContext } from '../../catalogue';
import { ShareButton } from '../../sharing';
import { topicPageQueryOptions, topicPagesQueryOptions } from '../api';
import { CampaignBlocks } from '../components/CampaignBlocks';
import { Message } from '../components/Message';
import { useTopicLayout } from '../hooks';
import { useTopicsMessages } from '../messages';
import type { CampaignSearch } from '../routing';
import styles from './TopicPages.module.css';
import { Link } from '@tanstack/react-router';
import { campaignLink, storiesLink } from '../links';

const CODE_NOT_FOUND = 4004;

/** /advertising/homePage and its twins: a campaign, or every campaign when none is named. */
export function CampaignPage({ routeSet, search }: { routeSet: RouteSet; search: CampaignSearch }) {
  useTopicsMessages();
  return (
    <RouteSetContext value={routeSet}>
      {search.id === undefined ? (
        <CampaignList routeSet={routeSet} />
      ) : (
        <Campaign key={search.id} id={search.id} routeSet={routeSet} />
      )}
    </RouteSetContext>
  );
}

function Campaign({ id, routeSet }: { id: number; routeSet: RouteSet }) {
  const { t } = useLingui();
  const { lang } = useSnapshot(appState);
  const { wide } = useTopicLayout(routeSet);
  const query = useQuery(topicPageQueryOptions(id, lang));
  const ended =
    query.error instanceof ApiError && query.error.code === CODE_NOT_FOUND ? query.error : null;
  // A campaign hidden or ended since this device kept it is not shown from the kept copy.
  if (!query.data || ended) {
    if (query.isPending) return <div className={styles.loading} aria-busy="true" />;
    if (ended) {
      return (
        <Message title={t`This campaign has ended`} text={ended.message}>
          <AllCampaignsLink routeSet={routeSet} />
        </Message>
      );
    }
    return (
      <Message text={t`This campaign could not be loaded.`} alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t`Try again`}
        </Button>
      </Message>
    );
  }
  return <LoadedCampaign page={query.data} routeSet={routeSet} wide={wide} />;
}

function LoadedCampaign({
  page,
  routeSet,
  wide,
}: {
  page: TopicPage;
  routeSet: RouteSet;
  wide: boolean;
}) {
  const { t } = useLingui();
  const hasNewsBlock = page.blocks.some((block) => block.type === 'news');
  return (
    <article className={`${styles.page} ${wide ? styles.wide : styles.narrow}`}>
      <div className={styles.hero}>
        <Picture
          picture={wide ? page.hero : page.mobile_hero}
          alt=""
          sizes="100vw"
          eager
          className={styles.heroPicture}
        />
      </div>
      <header className={styles.campaignHeader}>
        <p className={styles.eyebrow}>{t`Maison stories`}</p>
        <h1 className={styles.title}>{page.title}</h1>
        <p className={styles.subtitle}>{page.subtitle}</p>
        <div className={styles.shareRow}>
          <ShareButton type="topic" id={page.id} title={page.title} centered />
        </div>
      </header>
      <div className={styles.body}>
        <CampaignBlocks blocks={page.blocks} routeSet={routeSet} wide={wide} />
        {page.group && !hasNewsBlock && (
          <p className={styles.center}>
            <Link {...storiesLink(routeSet, page.group.id)} className={buttonClass('secondary')}>
              {page.group.name}
            </Link>
          </p>
        )}
        <p className={styles.center}>
          <AllCampaignsLink routeSet={routeSet} />
        </p>
      </div>
    </article>
  );
}

function AllCampaignsLink({ routeSet }: { routeSet: RouteSet }) {
  const { t } = useLingui();
  return (
    <Link {...campaignLink(routeSet)} className={styles.textLink}>
      {t`All stories`}
    </Link>
  );
}

function CampaignList({ routeSet }: { routeSet: RouteSet }) {
  const { t } = useLingui();
  const { lang } = useSnapshot(appState);
  const { wide } = useTopicLayout(routeSet);
  // The route loaded them: only a campaign named by its id may have ended.
  const campaigns = useSuspenseQuery(topicPagesQueryOptions(lang)).data;
  return (
    <div className={`${styles.page} ${styles.list} ${wide ? styles.wide : styles.narrow}`}>
      <header className={styles.listHeader}>
        <h1 className={styles.title}>{t`Maison stories`}</h1>
        <p className={styles.subtitle}>
          {t`Campaigns, collections and the people who make them, told at a slower pace.`}
        </p>
      </header>
      <ul className={styles.campaigns}>
        {campaigns.map((page, i) => (
          <li key={page.id}>
            <Link {...campaignLink(routeSet, page.id)} className={styles.campaignCard}>
              <Picture
                picture={wide ? page.hero : page.mobile_hero}
                alt=""
                sizes={wide ? '(min-width: 1400px) 1300px, 92vw' : '100vw'}
                eager={i === 0}
              />
              <span className={styles.campaignText}>
                <h2 className={styles.campaignTitle}>{page.title}</h2>
                <span className={styles.campaignSubtitle}>{page.subtitle}</span>
                <span className={styles.campaignCta}>{t`Discover`}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
