import { ProductListView } from '../components/ProductListView';
import { SearchBox } from '../components/SearchBox';
import { SearchLanding } from '../components/SearchLanding';
import { RouteSetContext, type RouteSet } from '../paths';
import type { ProductListSearch } from '../search-params';
import styles from './SearchResultsPage.module.css';

/** /productList/resultsList (and the pc and mobile sets): search, then its results. */
export function SearchResultsPage({
  search,
  routeSet,
}: {
  search: ProductListSearch;
  routeSet: RouteSet;
}) {
  return (
    <RouteSetContext value={routeSet}>
      {search.keyword ? (
        <ProductListView
          search={search}
          routeSet={routeSet}
          mode="results"
          top={
            <div className={styles.box}>
              <SearchBox key={search.keyword} initial={search.keyword} />
            </div>
          }
        />
      ) : (
        <SearchLanding />
      )}
    </RouteSetContext>
  );
}
