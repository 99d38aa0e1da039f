import { useLingui } from '@lingui/react/macro';
import { EMPTY_SCREEN } from '../model';
import { activeFilterCount } from '../search-params';
import { ActiveFilters } from './ActiveFilters';
import { EmptyResults } from './EmptyResults';
import { FilterGroups } from './FilterGroups';
import { Pager } from './Pager';
import { GridSkeleton, ProductGrid } from './ProductGrid';
import { ListFailed, type ListViewProps } from './ListParts';
import { SortSelect } from './SortSelect';
import styles from './DesktopList.module.css';

/** The desktop list: filters in a side panel, sort and chips above a 3-column grid, pages below. */
export function DesktopList(props: ListViewProps) {
  const { t } = useLingui();
  const { search, productList, heading } = props;
  const screen = productList?.screenData ?? EMPTY_SCREEN;
  const filtered = activeFilterCount(search) > 0;
  // Nothing to filter (an empty search, say): the list takes the whole width.
  const hasScreen = filtered || Object.values(screen).some((options) => options.length > 0);
  return (
    <div className={styles.page}>
      {heading}
      <div className={`${styles.layout} ${hasScreen ? '' : styles.noSide}`}>
        {hasScreen && (
          <aside className={styles.side} aria-label={t`Filters`}>
            <h2 className={styles.sideTitle}>{t`Filter by`}</h2>
            <FilterGroups screen={screen} search={search} onToggle={props.onToggle} collapsible />
          </aside>
        )}
        <section className={styles.main} aria-label={t`Pieces`}>
          <div className={styles.toolbar}>
            <ActiveFilters
              screen={screen}
              search={search}
              onToggle={props.onToggle}
              onClear={props.onClear}
            />
            <div className={styles.sort}>
              <SortSelect value={search.sort ?? 'default'} onChange={props.onSort} />
            </div>
          </div>
          {props.failed ? (
            <ListFailed onRetry={props.onRetry} />
          ) : !productList ? (
            <GridSkeleton wide count={6} />
          ) : productList.list.length === 0 ? (
            <EmptyResults
              keyword={props.keyword}
              hasFilters={filtered}
              onClearFilters={props.onClear}
            />
          ) : (
            <>
              <ProductGrid
                list={productList.list}
                wide
                dimmed={props.refreshing}
                filteredColors={search.color}
                onOpen={props.onOpen}
              />
              <Pager
                to={props.to}
                search={search}
                pages={productList.pages}
                pageCount={productList.pagination.page_count}
                hasMore={props.hasMore}
                loadingMore={props.loadingMore}
                onLoadMore={props.onLoadMore}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
