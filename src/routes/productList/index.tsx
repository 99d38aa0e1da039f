import { createFileRoute } from '@tanstack/react-router';
import {
  ProductListPage,
  productListQueryOptions,
  validateProductListSearch,
} from '../../features/catalogue/routing';

export const Route = createFileRoute('/productList/')({
  validateSearch: validateProductListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    void ProductListPage.preload();
    await context.queryClient
      .ensureInfiniteQueryData(productListQueryOptions(deps, 'shared'))
      .catch(() => undefined);
  },
  component: function SharedProductListRoute() {
    return <ProductListPage search={Route.useSearch()} routeSet="shared" />;
  },
});
