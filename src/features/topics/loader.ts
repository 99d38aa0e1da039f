import type { QueryClient } from '@tanstack/react-query';
import type { Lang } from '../../lib/lang';
import {
  topicGroupQueryOptions,
  topicNewsListQueryOptions,
  topicNewsQueryOptions,
  topicPageQueryOptions,
  topicPagesQueryOptions,
} from './api';
import type { TopicScreen } from './screens';
import type { TopicSearch } from './search-params';

// A failure shows on the page, with a way to ask again: the loader never throws for one.
const quietly = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    () => undefined,
  );

/** The data a screen shows first. */
export async function loadTopicData(
  queryClient: QueryClient,
  lang: Lang,
  screen: TopicScreen,
  search: TopicSearch,
): Promise<void> {
  if (screen === 'campaign') {
    await quietly(
      search.id === undefined
        ? queryClient.ensureQueryData(topicPagesQueryOptions(lang))
        : queryClient.ensureQueryData(topicPageQueryOptions(search.id, lang)),
    );
  } else if (screen === 'waterfall') {
    await Promise.all([
      quietly(
        queryClient.ensureInfiniteQueryData(topicNewsListQueryOptions(search.group_id, lang)),
      ),
      search.group_id === undefined
        ? undefined
        : quietly(queryClient.ensureQueryData(topicGroupQueryOptions(search.group_id, lang))),
    ]);
  } else {
    await quietly(
      search.id === undefined
        ? queryClient.ensureInfiniteQueryData(topicNewsListQueryOptions(undefined, lang))
        : queryClient.ensureQueryData(topicNewsQueryOptions(search.id, lang)),
    );
  }
}
