import { createFileRoute } from '@tanstack/react-router';
import {
  productListQueryOptions,
  validateProductListSearch,
} from '../../../features/catalogue/routing';
import { ProductListPage } from '../../../features/catalogue/screens';

export const Route = createFileRoute('/mobile/productList/')({
  validateSearch: validateProductListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    await context.queryClient
      .ensureInfiniteQueryData(productListQueryOptions(deps, 'mobile'))
      .catch(() => undefined);
  },
  component: function MobileProductListRoute() {
    return <ProductListPage search={Route.useSearch()} routeSet="mobile" />;
  },
});
