import { createFileRoute } from '@tanstack/react-router';
import {
  ProductListPage,
  productListQueryOptions,
  validateProductListSearch,
} from '../../../features/catalogue/routing';

export const Route = createFileRoute('/mobile/productList/')({
  validateSearch: validateProductListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    void ProductListPage.preload();
    await context.queryClient
      .ensureInfiniteQueryData(productListQueryOptions(deps, 'mobile'))
      .catch(() => undefined);
  },
  component: function MobileProductListRoute() {
    return <ProductListPage search={Route.useSearch()} routeSet="mobile" />;
  },
});
