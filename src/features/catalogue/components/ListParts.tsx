import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { GoodsSort } from '../../../../contract/catalogue';
import { Button } from '../../../ui/Button';
import type { ProductList } from '../model';
import type { ListPage } from '../paths';
import type { FilterGroup, ProductListSearch } from '../search-params';
import styles from './ProductListView.module.css';

// What the list's desktop and phone layouts are given, and what both show when it failed.

export interface ListViewProps {
  search: ProductListSearch;
  productList: ProductList | undefined;
  /** The path the list lives on (list or search results of the route set). */
  to: ListPage;
  heading: ReactNode;
  /** The searched word, on the results screen. */
  keyword: string | undefined;
  pending: boolean;
  refreshing: boolean;
  failed: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  onToggle: (group: FilterGroup, optionId: string) => void;
  onClear: () => void;
  onSort: (sort: GoodsSort) => void;
  onApply: (search: ProductListSearch) => void;
  /** The shopper opened one of the pieces listed. */
  onOpen?: () => void;
}

export function ListFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className={styles.failed} role="alert">
      <p>{t`The collection could not be loaded. Check your connection and try again.`}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </div>
  );
}
