import { createFileRoute } from '@tanstack/react-router';
import {
  productListQueryOptions,
  validateProductListSearch,
} from '../../features/catalogue/routing';
import { SearchResultsPage } from '../../features/catalogue/screens';

export const Route = createFileRoute('/productList/resultsList')({
  validateSearch: validateProductListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!deps.keyword) return;
    await context.queryClient
      .ensureInfiniteQueryData(productListQueryOptions(deps, 'shared'))
      .catch(() => undefined);
  },
  component: function SharedSearchResultsRoute() {
    return <SearchResultsPage search={Route.useSearch()} routeSet="shared" />;
  },
});
