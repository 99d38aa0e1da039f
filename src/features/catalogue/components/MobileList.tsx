import { Plural, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { useNearViewport } from '../../../ui/useNearViewport';
import { EMPTY_SCREEN, totalCount } from '../model';
import {
  activeFilterCount,
  clearFilters,
  SORTS,
  toggleFilter,
  type ProductListSearch,
} from '../search-params';
import { EmptyResults } from './EmptyResults';
import { FilterGroups } from './FilterGroups';
import { SORT_LABELS } from './filterLabels';
import { GridSkeleton, ProductGrid } from './ProductGrid';
import { ListFailed, type ListViewProps } from './ListParts';
import styles from './MobileList.module.css';
import { groupDigits } from '../../../../contract/numbers';

/** The phone list: filter drawer and sort sheet, a 2-column grid that loads as it scrolls. */
export function MobileList(props: ListViewProps) {
  const { t, i18n } = useLingui();
  const { search, productList, heading } = props;
  const screen = productList?.screenData ?? EMPTY_SCREEN;
  const filterCount = activeFilterCount(search);
  const sort = search.sort ?? 'default';
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [sortOpen, setSortOpen] = useState(false);
  const [draft, setDraft] = useState<ProductListSearch>(search);
  const [sentinel, near] = useNearViewport<HTMLDivElement>('600px');
  const { hasMore, loadingMore, loadMoreFailed, onLoadMore } = props;

  useEffect(() => {
    if (near && hasMore && !loadingMore && !loadMoreFailed) onLoadMore();
  }, [near, hasMore, loadingMore, loadMoreFailed, onLoadMore]);

  const total = totalCount(productList?.pagination);
  const count = groupDigits(total);
  const hasScreen = Object.values(screen).some((options) => options.length > 0);

  return (
    <div className={styles.page}>
      {heading}
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.barButton}
          onClick={() => {
            setDraft(search);
            setFiltersOpen(true);
          }}
          disabled={!hasScreen}
          aria-haspopup="dialog"
        >
          {t`Filter`}
          {filterCount > 0 && <span className={styles.badge}>{filterCount}</span>}
        </button>
        <button
          type="button"
          className={styles.barButton}
          onClick={() => setSortOpen(true)}
          aria-haspopup="dialog"
        >
          <span className={styles.barLabel}>{t`Sort`}</span>
          <span className={styles.barValue}>{i18n._(SORT_LABELS[sort])}</span>
        </button>
      </div>

      {props.failed ? (
        <ListFailed onRetry={props.onRetry} />
      ) : !productList ? (
        <GridSkeleton wide={false} count={4} />
      ) : productList.list.length === 0 ? (
        <EmptyResults
          keyword={props.keyword}
          hasFilters={filterCount > 0}
          onClearFilters={props.onClear}
        />
      ) : (
        <>
          <ProductGrid
            list={productList.list}
            wide={false}
            dimmed={props.refreshing}
            filteredColors={props.search.color}
            onOpen={props.onOpen}
          />
          <div ref={sentinel} className={styles.more} aria-live="polite">
            {loadMoreFailed ? (
              <Button variant="secondary" onClick={onLoadMore}>
                {t`Load more`}
              </Button>
            ) : hasMore ? (
              <span className={styles.loading}>{t`Loading more…`}</span>
            ) : (
              <span className={styles.end}>
                <Plural
                  value={total}
                  one={`You have seen the ${count} piece`}
                  other={`You have seen all ${count} pieces`}
                />
              </span>
            )}
          </div>
        </>
      )}

      <Dialog
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title={t`Filter`}
        variant="full"
        className={styles.drawer}
      >
        <div className={styles.drawerBody}>
          <FilterGroups
            screen={screen}
            search={draft}
            onToggle={(group, optionId) => setDraft((d) => toggleFilter(d, group, optionId))}
          />
        </div>
        <div className={styles.drawerActions}>
          <Button
            variant="secondary"
            onClick={() => setDraft(clearFilters(draft))}
            disabled={activeFilterCount(draft) === 0}
          >
            {t`Clear`}
          </Button>
          <Button
            onClick={() => {
              props.onApply(draft);
              setFiltersOpen(false);
            }}
          >
            {t`Apply`}
          </Button>
        </div>
      </Dialog>

      <Dialog open={sortOpen} onClose={() => setSortOpen(false)} title={t`Sort by`} variant="sheet">
        <fieldset className={styles.sortList}>
          <legend className="visually-hidden">{t`Sort by`}</legend>
          {SORTS.map((option) => (
            <label key={option} className={styles.sortOption}>
              <input
                type="radio"
                name="sort"
                value={option}
                checked={option === sort}
                onChange={() => {
                  props.onSort(option);
                  setSortOpen(false);
                }}
              />
              <span>{i18n._(SORT_LABELS[option])}</span>
            </label>
          ))}
        </fieldset>
      </Dialog>
    </div>
  );
}
