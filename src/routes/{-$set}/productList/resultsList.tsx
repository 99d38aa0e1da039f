import { createFileRoute } from '@tanstack/react-router';
import {
  productListQueryOptions,
  validateProductListSearch,
} from '../../../features/catalogue/routing';
import { SearchResultsPage } from '../../../features/catalogue/screens';
import { routeSetOf } from '../../../lib/route-set';

export const Route = createFileRoute('/{-$set}/productList/resultsList')({
  validateSearch: validateProductListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const routeSet = routeSetOf(params.set);
    if (deps.keyword) {
      await context.queryClient
        .ensureInfiniteQueryData(productListQueryOptions(deps, routeSet))
        .catch(() => undefined);
    }
    return routeSet;
  },
  component: function SearchResultsRoute() {
    return <SearchResultsPage search={Route.useSearch()} routeSet={Route.useLoaderData()} />;
  },
});
