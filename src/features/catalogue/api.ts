import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  clearUserSearchData,
  collocation,
  goodsDetail,
  goodsList,
  guessLike,
  hotList,
  searchData,
  searchResultOpened,
  sizeReferenceTable,
  userSearchData,
} from '../../../contract/catalogue';
import { endpoint } from '../../lib/api-client';
import { isWideWidth } from '../../lib/device';
import type { Lang } from '../../lib/lang';
import { PERSONAL_QUERY_KEY } from '../../lib/query-client';
import { appState } from '../app';
import { nextPageOf, toGoodsDetail, toProductList, withActiveColor } from './model';
import type { RouteSet } from './paths';
import { listFilters, type GoodsListFilters, type ProductListSearch } from './search-params';
import { GOODS_PAGE_SIZE } from '../../../contract/page-sizes';
import { NEW_SEARCH_HEADER } from '../../../contract/new-search';
import { takeSearchToken, takeSubmittedSearch, withoutSearchToken } from './search-log';

export const GUESS_LIKE_LIMIT = 8;

const fetchGoodsList = endpoint<typeof goodsList>('api/default/goods-list', 'GET');
const fetchGoodsDetail = endpoint<typeof goodsDetail>('api/goods/detail', 'GET');
const fetchGuessLike = endpoint<typeof guessLike>('api/goods/get-guess-like', 'GET');
const fetchCollocation = endpoint<typeof collocation>('api/goods/get-collocation', 'GET');
const fetchSizeTable = endpoint<typeof sizeReferenceTable>(
  'api/goods/get-size-reference-table',
  'GET',
);
const postSearchResultOpened = endpoint<typeof searchResultOpened>(
  'api/search/result-opened',
  'POST',
);
const fetchHotList = endpoint<typeof hotList>('api/search/hot-list', 'GET');
const fetchSearchData = endpoint<typeof searchData>('api/kc/search-data/get-data', 'GET');
const fetchUserSearchData = endpoint<typeof userSearchData>(
  'api/kc/search-data/get-user-search-data',
  'GET',
);
const postClearUserSearchData = endpoint<typeof clearUserSearchData>(
  'api/kc/search-data/clear-user-search-data',
  'POST',
  { noLogin: false },
);

/** The start of every goods query's key: lists, details and what hangs off a detail. */
export const GOODS_QUERY_ROOT = ['goods'] as const;

/** A goods list, page after page from `filters.page` (spec §3 productList and screenData). */
export function goodsListQueryOptions(filters: GoodsListFilters, lang: Lang) {
  return infiniteQueryOptions({
    queryKey: ['goods', 'list', filters, lang] as const,
    queryFn: async ({ pageParam, signal }) => {
      // The search the shopper just submitted is logged; its token stays out of the cache.
      const newSearch = takeSubmittedSearch(filters, pageParam, lang);
      const reply = await fetchGoodsList(
        {
          category_id: filters.category_id ?? undefined,
          keyword: filters.keyword || undefined,
          series: filters.series,
          color: filters.color,
          size: filters.size,
          season: filters.season,
          promotion: filters.promotion,
          sort: filters.sort,
          page: pageParam,
          page_size: GOODS_PAGE_SIZE,
        },
        { signal, headers: newSearch ? { [NEW_SEARCH_HEADER]: '1' } : undefined },
      );
      return withoutSearchToken(reply, filters.keyword, lang);
    },
    initialPageParam: filters.page,
    getNextPageParam: nextPageOf,
    select: toProductList,
  });
}

export function goodsDetailQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: ['goods', 'detail', id, lang] as const,
    queryFn: ({ signal }) => fetchGoodsDetail({ id }, { signal }),
    select: toGoodsDetail,
  });
}

/** Spec §3 likeGoods. */
export function guessLikeQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: ['goods', 'guess-like', id, lang] as const,
    queryFn: ({ signal }) => fetchGuessLike({ id, limit: GUESS_LIKE_LIMIT }, { signal }),
    select: (data) => withActiveColor(data.list),
  });
}

/** Spec §3 goodsCollocation. */
export function collocationQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: ['goods', 'collocation', id, lang] as const,
    queryFn: ({ signal }) => fetchCollocation({ id }, { signal }),
    select: (data) => withActiveColor(data.list),
  });
}

export function sizeTableQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: ['goods', 'size-table', id, lang] as const,
    queryFn: ({ signal }) => fetchSizeTable({ id }, { signal }),
    staleTime: 60 * 60_000,
  });
}

export function hotListQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['search', 'hot', lang] as const,
    queryFn: ({ signal }) => fetchHotList({}, { signal }),
    select: (data) => data.list.map((item) => item.word).filter(Boolean),
  });
}

/** Suggestions for what is being typed; a newer keyword aborts the stale request. */
export function searchSuggestionsQueryOptions(keyword: string, lang: Lang) {
  return queryOptions({
    queryKey: ['search', 'suggest', keyword, lang] as const,
    queryFn: ({ signal }) => fetchSearchData({ keyword }, { signal }),
    select: (data) => data.list,
    enabled: keyword.trim().length > 0,
    staleTime: 5 * 60_000,
  });
}

/** A member's recent searches: personal, so never persisted. */
export function userSearchDataQueryOptions(token: string | null, lang: Lang) {
  return queryOptions({
    queryKey: [...PERSONAL_QUERY_KEY, 'search', token ? 'member' : 'visitor', lang] as const,
    queryFn: ({ signal }) => fetchUserSearchData({}, { signal }),
    select: (data) => data.list.filter(Boolean),
    enabled: token !== null,
    staleTime: 0,
  });
}

/**
 * Forgets the member's recent searches: every one (`word` null) or one word. They leave the
 * screen at once and come back if the server refuses; the history is asked for again after.
 */
export function clearSearchHistoryMutationOptions(
  queryClient: QueryClient,
  token: string | null,
  lang: Lang,
) {
  const { queryKey } = userSearchDataQueryOptions(token, lang);
  return mutationOptions({
    mutationKey: ['search', 'clear-history'],
    mutationFn: (word: string | null) => postClearUserSearchData(word === null ? {} : { word }),
    onMutate: async (word) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      const folded = word?.toLowerCase();
      queryClient.setQueryData(
        queryKey,
        (data) =>
          data && { list: folded ? data.list.filter((w) => w.toLowerCase() !== folded) : [] },
      );
      return { previous };
    },
    // In onSettled, which leaves onSuccess and onError to the screen.
    onSettled: (_reply, error, _word, context) => {
      if (error) queryClient.setQueryData(queryKey, context?.previous);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}

/**
 * Tells the shop, once, that the shopper opened a result of a search it logged; without a
 * network, or refused, it is dropped: nobody waits for it.
 */
export function sendSearchResultOpened(keyword: string, lang: Lang): void {
  const token = takeSearchToken(keyword, lang);
  if (!token) return;
  postSearchResultOpened({ search_token: token }).catch(() => undefined);
}

/** The language of the catalogue's replies (the lang cookie, as the app keeps it). */
export function currentLang(): Lang {
  return appState.lang;
}

/** Desktop lists are paged by the URL; phone lists load page after page from the first. */
export function isPagedList(routeSet: RouteSet, appWidth = appState.appWidth): boolean {
  return routeSet === 'pc' || (routeSet === 'shared' && isWideWidth(appWidth));
}

/** The list query a route loads before its screen shows. */
export function productListQueryOptions(search: ProductListSearch, routeSet: RouteSet) {
  return goodsListQueryOptions(listFilters(search, isPagedList(routeSet)), currentLang());
}
