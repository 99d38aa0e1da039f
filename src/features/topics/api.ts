import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CallReply } from '../../../contract/call';
import type {
  topicGroupShow,
  topicNewsList,
  topicNewsShow,
  topicPageList,
  topicPageShow,
} from '../../../contract/topic';
import {
  TOPIC_NEWS_PREVIEW,
  TOPIC_PAGE_PREVIEW,
  TOPIC_PREVIEW_PARAM,
  topicPreviewKey,
} from '../../../contract/console-topics';
import { endpoint } from '../../lib/api-client';
import type { Lang } from '../../lib/lang';
import { browserStore } from '../../lib/safe-storage';
import { NEWS_PAGE_SIZE } from '../../../contract/page-sizes';

// Public and the same for every shopper: kept per language, asked again after a while.

const fetchPages = endpoint<typeof topicPageList>('api/kc/topic-page/list', 'GET');
const fetchPage = endpoint<typeof topicPageShow>('api/kc/topic-page/show', 'GET');
const fetchGroup = endpoint<typeof topicGroupShow>('api/kc/topic-group/show', 'GET');
const fetchNewsList = endpoint<typeof topicNewsList>('api/kc/topic-news/list', 'GET');
const fetchNews = endpoint<typeof topicNewsShow>('api/kc/topic-news/show', 'GET');

const FRESH_FOR_MS = 5 * 60_000;

/** Articles per page of the waterfall: two screens of a phone, two rows of a desktop. */

export const topicPagesQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ['topics', 'pages', lang],
    queryFn: ({ signal }) => fetchPages({}, { signal }),
    select: (reply) => reply.list,
    staleTime: FRESH_FOR_MS,
  });

/** Whether this page is the console's preview of a campaign or a story (in its frame). */
const previewing = (kind: typeof TOPIC_PAGE_PREVIEW | typeof TOPIC_NEWS_PREVIEW) =>
  typeof location !== 'undefined' &&
  new URLSearchParams(location.search).get(TOPIC_PREVIEW_PARAM) === kind;

/**
 * What the console's preview left in the tab's session, as the server would serve it; the same
 * whatever the id (a campaign not yet saved has none). Never persisted: its key is not on the
 * list.
 */
function previewQueryOptions<T>(
  kind: typeof TOPIC_PAGE_PREVIEW | typeof TOPIC_NEWS_PREVIEW,
  lang: Lang,
) {
  return queryOptions({
    queryKey: ['topic-preview', kind, lang] as (string | number)[],
    queryFn: () => {
      const kept = browserStore('sessionStorage').getItem(topicPreviewKey(kind, lang));
      if (!kept) throw new Error('no preview');
      return JSON.parse(kept) as T;
    },
    gcTime: 0,
    retry: false,
  });
}

export const topicPageQueryOptions = (id: number, lang: Lang) =>
  previewing(TOPIC_PAGE_PREVIEW)
    ? previewQueryOptions<CallReply<typeof topicPageShow>>(TOPIC_PAGE_PREVIEW, lang)
    : publishedPageQueryOptions(id, lang);

const publishedPageQueryOptions = (id: number, lang: Lang) =>
  queryOptions({
    queryKey: ['topics', 'page', id, lang],
    queryFn: ({ signal }) => fetchPage({ id }, { signal }),
    staleTime: FRESH_FOR_MS,
  });

export const topicGroupQueryOptions = (id: number, lang: Lang) =>
  queryOptions({
    queryKey: ['topics', 'group', id, lang],
    queryFn: ({ signal }) => fetchGroup({ id }, { signal }),
    staleTime: FRESH_FOR_MS,
  });

/** A group's articles (or every group's), a page at a time as the shopper scrolls. */
export const topicNewsListQueryOptions = (groupId: number | undefined, lang: Lang) =>
  infiniteQueryOptions({
    queryKey: ['topics', 'news-list', groupId ?? 'all', lang],
    queryFn: ({ pageParam, signal }) =>
      fetchNewsList({ group_id: groupId, page: pageParam, page_size: NEWS_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.page_count ? last.pagination.page + 1 : undefined,
    staleTime: FRESH_FOR_MS,
  });

export const topicNewsQueryOptions = (id: number, lang: Lang) =>
  previewing(TOPIC_NEWS_PREVIEW)
    ? previewQueryOptions<CallReply<typeof topicNewsShow>>(TOPIC_NEWS_PREVIEW, lang)
    : publishedNewsQueryOptions(id, lang);

const publishedNewsQueryOptions = (id: number, lang: Lang) =>
  queryOptions({
    queryKey: ['topics', 'news', id, lang],
    queryFn: ({ signal }) => fetchNews({ id }, { signal }),
    staleTime: FRESH_FOR_MS,
  });
