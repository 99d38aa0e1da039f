import { ProductListView } from '../components/ProductListView';
import { RouteSetContext, type RouteSet } from '../paths';
import type { ProductListSearch } from '../search-params';

/** /productList, /pc/productList, /mobile/productList. */
export function ProductListPage({
  search,
  routeSet,
}: {
  search: ProductListSearch;
  routeSet: RouteSet;
}) {
  return (
    <RouteSetContext value={routeSet}>
      <ProductListView search={search} routeSet={routeSet} mode="list" />
    </RouteSetContext>
  );
}
