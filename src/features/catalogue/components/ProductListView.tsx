import { Plural, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NetworkError } from '../../../lib/api-client';
import { GOODS_QUERY_ROOT, goodsListQueryOptions, sendSearchResultOpened } from '../api';
import { useLang, useListNavigate, useWideLayout } from '../hooks';
import { totalCount } from '../model';
import type { ListPage, RouteSet } from '../paths';
import {
  clearFilters,
  listFilters,
  toggleFilter,
  withSort,
  type ProductListSearch,
} from '../search-params';
import { searchStoredGoods, storedProductList } from '../stored-search';
import { Breadcrumb } from './Breadcrumb';
import { DesktopList } from './DesktopList';
import type { ListViewProps } from './ListParts';
import { MobileList } from './MobileList';
import styles from './ProductListView.module.css';
import { groupDigits } from '../../../../contract/numbers';

/**
 * A goods list with its filters and sort, for a category (list) or a keyword (results); the
 * desktop and phone variants share the data and the URL handling.
 */
export function ProductListView({
  search,
  routeSet,
  mode,
  top,
}: {
  search: ProductListSearch;
  routeSet: RouteSet;
  mode: 'list' | 'results';
  /** Shown above the heading (the search box of the results screen). */
  top?: ReactNode;
}) {
  const { t } = useLingui();
  const wide = useWideLayout(routeSet);
  const lang = useLang();
  const to: ListPage =
    mode === 'results' ? '/{-$set}/productList/resultsList' : '/{-$set}/productList';
  const navigate = useListNavigate();
  const query = useInfiniteQuery({
    ...goodsListQueryOptions(listFilters(search, wide), lang),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const keyword = search.keyword ?? '';
  // Offline, a search looks among the pieces this device already holds, and says so.
  const offlineResults =
    mode === 'results' && query.isError && !query.data && query.error instanceof NetworkError
      ? storedProductList(
          searchStoredGoods(
            queryClient.getQueriesData({ queryKey: GOODS_QUERY_ROOT }),
            keyword,
            lang,
          ),
        )
      : null;
  const productList = query.data ?? offlineResults ?? undefined;
  const category = productList?.category ?? null;
  const total = totalCount(productList?.pagination);
  const count = groupDigits(total);
  const title =
    mode === 'results' ? t`Results for “${keyword}”` : (category?.name ?? t`All pieces`);
  const update = (next: ProductListSearch) => navigate(to, next);

  const heading = (
    <header className={`${styles.heading} ${wide ? styles.headingWide : ''}`}>
      {top}
      {mode === 'list' && (
        <Breadcrumb path={category?.path ?? []} current={category ? undefined : title} />
      )}
      <h1 className={styles.title}>{title}</h1>
      {productList && (
        <p className={styles.count} aria-live="polite">
          <Plural value={total} one={`${count} piece`} other={`${count} pieces`} />
        </p>
      )}
      {productList?.partialMatch && productList.list.length > 0 && (
        <p className={styles.offline} role="status">
          {t`No piece holds every word of “${keyword}”: these come closest.`}
        </p>
      )}
      {offlineResults && (
        <p className={styles.offline} role="status">
          {t`You are offline: these results are limited to pieces already stored on this device.`}
        </p>
      )}
    </header>
  );

  const props: ListViewProps = {
    search,
    productList,
    to,
    heading,
    keyword: mode === 'results' ? search.keyword : undefined,
    pending: query.isPending,
    refreshing: query.isPlaceholderData,
    failed: query.isError && !productList,
    onRetry: () => void query.refetch(),
    hasMore: !offlineResults && query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    onLoadMore: () => {
      if (!query.isFetchingNextPage) void query.fetchNextPage();
    },
    onToggle: (group, optionId) => update(toggleFilter(search, group, optionId)),
    onClear: () => update(clearFilters(search)),
    onSort: (sort) => update(withSort(search, sort)),
    onApply: update,
    onOpen: mode === 'results' ? () => sendSearchResultOpened(keyword, lang) : undefined,
  };
  return wide ? <DesktopList {...props} /> : <MobileList {...props} />;
}
