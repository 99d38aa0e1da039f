import { createFileRoute } from '@tanstack/react-router';
import {
  ProductListPage,
  productListQueryOptions,
  validateProductListSearch,
} from '../../../features/catalogue/routing';

export const Route = createFileRoute('/pc/productList/')({
  validateSearch: validateProductListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    void ProductListPage.preload();
    await context.queryClient
      .ensureInfiniteQueryData(productListQueryOptions(deps, 'pc'))
      .catch(() => undefined);
  },
  component: function PcProductListRoute() {
    return <ProductListPage search={Route.useSearch()} routeSet="pc" />;
  },
});
