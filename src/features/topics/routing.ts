// What the campaigns' route file needs: the search validator, the loader and the lazily loaded
// screens. It carries no screen code, so the app's first download stays small.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent, notFound } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { routeSetOf, type RouteSet } from '../../lib/route-set';
import { appState } from '../app';
import { loadTopicsMessages } from './messages';
import type { TopicSearch } from './search-params';
import { topicScreenOf, type TopicScreen } from './screens';

/** Which screen of the campaigns a route shows, in which page set. */
export interface TopicView {
  routeSet: RouteSet;
  screen: TopicScreen;
}

const screens = {
  campaign: lazyRouteComponent(() => import('./pages/CampaignPage'), 'CampaignPage'),
  waterfall: lazyRouteComponent(() => import('./pages/WaterfallPage'), 'WaterfallPage'),
  article: lazyRouteComponent(() => import('./pages/ArticlePage'), 'ArticlePage'),
} satisfies Record<TopicScreen, unknown>;

/** The loader: the page set and screen, the screen's code, its words and its data. */
export async function loadTopicRoute(
  queryClient: QueryClient,
  set: string | undefined,
  page: string,
  search: TopicSearch,
): Promise<TopicView> {
  const routeSet = routeSetOf(set);
  const screen = topicScreenOf(page);
  if (screen === null) throw notFound();
  const [{ loadTopicData }] = await Promise.all([
    import('./loader'),
    screens[screen].preload?.(),
    loadTopicsMessages(),
  ]);
  await loadTopicData(queryClient, appState.lang, screen, search);
  return { routeSet, screen };
}

export function TopicRouteScreen({
  view,
  search,
}: {
  view: TopicView;
  search: TopicSearch;
}): ReactElement {
  return createElement(screens[view.screen], { routeSet: view.routeSet, search });
}

export { validateTopicSearch, type TopicSearch } from './search-params';
