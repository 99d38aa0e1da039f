import { createFileRoute } from '@tanstack/react-router';
import {
  productListQueryOptions,
  productListSearchSchema,
  searchKeptPiecesWhenOffline,
} from '../../../features/catalogue/routing';
import { SearchResultsPage } from '../../../features/catalogue/route-pages';
import { routeSetOf } from '../../../lib/route-set';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/productList/resultsList')({
  staticData: { siteMap: { entry: 'search' } },
  validateSearch: productListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const routeSet = routeSetOf(params.set);
    if (deps.keyword) {
      await context.queryClient
        .ensureInfiniteQueryData(productListQueryOptions(deps, routeSet))
        .catch(searchKeptPiecesWhenOffline);
    }
    return routeSet;
  },
  pendingComponent: RoutePending,
  // Ready, the results show at once: a loading state that came never holds them back.
  pendingMinMs: 0,
  component: function SearchResultsRoute() {
    return <SearchResultsPage search={Route.useSearch()} routeSet={Route.useLoaderData()} />;
  },
});
