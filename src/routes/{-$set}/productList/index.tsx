import { createFileRoute } from '@tanstack/react-router';
import {
  productListQueryOptions,
  validateProductListSearch,
} from '../../../features/catalogue/routing';
import { ProductListPage } from '../../../features/catalogue/screens';
import { routeSetOf } from '../../../lib/route-set';

export const Route = createFileRoute('/{-$set}/productList/')({
  validateSearch: validateProductListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const routeSet = routeSetOf(params.set);
    await context.queryClient
      .ensureInfiniteQueryData(productListQueryOptions(deps, routeSet))
      .catch(() => undefined);
    return routeSet;
  },
  component: function ProductListRoute() {
    return <ProductListPage search={Route.useSearch()} routeSet={Route.useLoaderData()} />;
  },
});
