import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button } from '../../../ui/Button';
import { pageNumbers } from '../model';
import { useSetParam, type ListPage } from '../paths';
import { withPage, type ProductListSearch } from '../search-params';
import styles from './Pager.module.css';

interface PagerProps {
  to: ListPage;
  search: ProductListSearch;
  /** The pages on screen (several after "Load more"). */
  pages: number[];
  pageCount: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Desktop paging: "Load more" adds the next page below; the numbers go to one page. */
export function Pager({
  to,
  search,
  pages,
  pageCount,
  hasMore,
  loadingMore,
  onLoadMore,
}: PagerProps) {
  const { t } = useLingui();
  const set = useSetParam();
  if (pageCount <= 1) return null;
  return (
    <div className={styles.pager}>
      {hasMore && (
        <Button
          variant="secondary"
          onClick={onLoadMore}
          disabled={loadingMore}
          aria-busy={loadingMore}
        >
          {loadingMore ? t`Loading…` : t`Load more`}
        </Button>
      )}
      <nav aria-label={t`Pages`}>
        <ol className={styles.numbers}>
          {pageNumbers(pages, pageCount).map((page, index) =>
            page === 'gap' ? (
              <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={page}>
                <Link
                  to={to}
                  params={set}
                  search={withPage(search, page)}
                  // Only this page's own link is current, not every link whose search is a subset.
                  activeOptions={{ exact: true, includeSearch: true }}
                  className={`${styles.number} ${pages.includes(page) ? styles.current : ''}`}
                  aria-current={pages.includes(page) ? 'page' : undefined}
                  aria-label={t`Page ${page}`}
                >
                  {page}
                </Link>
              </li>
            ),
          )}
        </ol>
      </nav>
    </div>
  );
}
