import { createFileRoute } from '@tanstack/react-router';
import {
  productListQueryOptions,
  productListSearchSchema,
} from '../../../features/catalogue/routing';
import { ProductListPage } from '../../../features/catalogue/route-pages';
import { routeSetOf } from '../../../lib/route-set';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/productList/')({
  staticData: { siteMap: { entry: 'collections' } },
  validateSearch: productListSearchSchema,
  loaderDeps: ({ search }) => search,
  // Offline, a list seen before opens from the pieces kept on this device (in the query cache).
  loader: async ({ context, params, deps }) => {
    const routeSet = routeSetOf(params.set);
    await context.queryClient.ensureInfiniteQueryData(productListQueryOptions(deps, routeSet));
    return routeSet;
  },
  pendingComponent: RoutePending,
  // Ready, the list shows at once: a loading state that came never holds it back.
  pendingMinMs: 0,
  component: function ProductListRoute() {
    return <ProductListPage search={Route.useSearch()} routeSet={Route.useLoaderData()} />;
  },
});
