import { createFileRoute } from '@tanstack/react-router';
import {
  SearchResultsPage,
  productListQueryOptions,
  validateProductListSearch,
} from '../../../features/catalogue/routing';

export const Route = createFileRoute('/pc/productList/resultsList')({
  validateSearch: validateProductListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    void SearchResultsPage.preload();
    if (!deps.keyword) return;
    await context.queryClient
      .ensureInfiniteQueryData(productListQueryOptions(deps, 'pc'))
      .catch(() => undefined);
  },
  component: function PcSearchResultsRoute() {
    return <SearchResultsPage search={Route.useSearch()} routeSet="pc" />;
  },
});
