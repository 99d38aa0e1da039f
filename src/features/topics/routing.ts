// What the topics' routes (/advertising/… in the address) need besides their pages: the search
// schemas, the words and the data each page opens with. It carries no screen code, so the app's
// first download stays small.
import { lazyRouteComponent } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-client';
import type { Lang } from '../../lib/lang';
import { appState } from '../app';

// The pages, each loaded with its own chunk (the route's loader asks for it with the data).
export const CampaignPage = lazyRouteComponent(
  () => import('./pages/CampaignPage'),
  'CampaignPage',
);
export const WaterfallPage = lazyRouteComponent(
  () => import('./pages/WaterfallPage'),
  'WaterfallPage',
);
export const ArticlePage = lazyRouteComponent(() => import('./pages/ArticlePage'), 'ArticlePage');

/** The shopper's language, which the topics' data is asked in. */
export const currentLang = (): Lang => appState.lang;

/** The server's answer for a campaign, group or story that was hidden or has ended. */
const ENDED = 4004;

/**
 * Lets a load's failure through to the route's error page, except an ended campaign, group or
 * story: that is an answer, which the page shows with the way to the others.
 */
export function unlessEnded(error: unknown): void {
  if (!(error instanceof ApiError && error.code === ENDED)) throw error;
}

export {
  topicGroupQueryOptions,
  topicNewsListQueryOptions,
  topicNewsQueryOptions,
  topicPageQueryOptions,
  topicPagesQueryOptions,
} from './api';
export { loadTopicsMessages } from './messages';
export type { CampaignSearch, StoriesSearch, StorySearch } from './search-params';
