import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  topicGroupShow,
  topicNewsList,
  topicNewsShow,
  topicPageList,
  topicPageShow,
} from '../../../contract/topic';
import { endpoint } from '../../lib/api-client';
import type { Lang } from '../../lib/lang';

// Public and the same for every shopper: kept per language, asked again after a while.

const fetchPages = endpoint<typeof topicPageList>('api/kc/topic-page/list', 'GET');
const fetchPage = endpoint<typeof topicPageShow>('api/kc/topic-page/show', 'GET');
const fetchGroup = endpoint<typeof topicGroupShow>('api/kc/topic-group/show', 'GET');
const fetchNewsList = endpoint<typeof topicNewsList>('api/kc/topic-news/list', 'GET');
const fetchNews = endpoint<typeof topicNewsShow>('api/kc/topic-news/show', 'GET');

const FRESH_FOR_MS = 5 * 60_000;

/** Articles per page of the waterfall: two screens of a phone, two rows of a desktop. */
export const NEWS_PAGE_SIZE = 6;

export const topicPagesQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ['topics', 'pages', lang],
    queryFn: ({ signal }) => fetchPages({}, { signal }),
    select: (reply) => reply.list,
    staleTime: FRESH_FOR_MS,
  });

export const topicPageQueryOptions = (id: number, lang: Lang) =>
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
  queryOptions({
    queryKey: ['topics', 'news', id, lang],
    queryFn: ({ signal }) => fetchNews({ id }, { signal }),
    staleTime: FRESH_FOR_MS,
  });
