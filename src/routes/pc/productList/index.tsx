import { createFileRoute } from '@tanstack/react-router';
import {
  productListQueryOptions,
  validateProductListSearch,
} from '../../../features/catalogue/routing';
import { ProductListPage } from '../../../features/catalogue/screens';

export const Route = createFileRoute('/pc/productList/')({
  validateSearch: validateProductListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    await context.queryClient
      .ensureInfiniteQueryData(productListQueryOptions(deps, 'pc'))
      .catch(() => undefined);
  },
  component: function PcProductListRoute() {
    return <ProductListPage search={Route.useSearch()} routeSet="pc" />;
  },
});
