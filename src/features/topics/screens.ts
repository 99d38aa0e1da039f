import { isOneOf, TOPIC_PAGE_NAMES, type TopicPageName } from '../../../contract/app-routes';
import type { RouteSet } from '../../lib/route-set';

// /advertising/<page> in all three page sets (spec §2). Each set has its own names; any of them
// is accepted in any set and shows one of three screens.

export type TopicScreen = 'campaign' | 'waterfall' | 'article';

const SCREEN_OF_PAGE: Record<TopicPageName, TopicScreen> = {
  homePage: 'campaign',
  advertisingHome: 'campaign',
  waterfallList: 'waterfall',
  advertisingWaterfall: 'waterfall',
  details: 'article',
  advertisingDetails: 'article',
};

const PAGE_OF_SCREEN: Record<RouteSet, Record<TopicScreen, TopicPageName>> = {
  shared: { campaign: 'homePage', waterfall: 'waterfallList', article: 'details' },
  pc: { campaign: 'homePage', waterfall: 'waterfallList', article: 'advertisingDetails' },
  mobile: {
    campaign: 'advertisingHome',
    waterfall: 'advertisingWaterfall',
    article: 'advertisingDetails',
  },
};

export function topicScreenOf(page: string): TopicScreen | null {
  return isOneOf(TOPIC_PAGE_NAMES, page) ? SCREEN_OF_PAGE[page] : null;
}

/** A screen's page name in a page set, e.g. advertisingWaterfall on the phone's. */
export function topicPageName(set: RouteSet, screen: TopicScreen): TopicPageName {
  return PAGE_OF_SCREEN[set][screen];
}

/** A screen's address in a page set, e.g. /mobile/advertising/advertisingWaterfall. */
export function topicPath(set: RouteSet, screen: TopicScreen): string {
  return `${set === 'shared' ? '' : `/${set}`}/advertising/${topicPageName(set, screen)}`;
}
