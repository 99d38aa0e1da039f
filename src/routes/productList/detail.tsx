import { createFileRoute } from '@tanstack/react-router';
import {
  currentLang,
  goodsDetailQueryOptions,
  validateGoodsDetailSearch,
} from '../../features/catalogue/routing';
import { GoodsDetailPage } from '../../features/catalogue/screens';
import { useGoodsCartActions } from '../../features/cart/routing';

export const Route = createFileRoute('/productList/detail')({
  validateSearch: validateGoodsDetailSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (!deps.id) return;
    await context.queryClient
      .ensureQueryData(goodsDetailQueryOptions(deps.id, currentLang()))
      .catch(() => undefined);
  },
  component: function SharedGoodsDetailRoute() {
    const cart = useGoodsCartActions('shared');
    return (
      <>
        <GoodsDetailPage id={Route.useSearch().id} routeSet="shared" actions={cart.actions} />
        {cart.notice}
      </>
    );
  },
});
