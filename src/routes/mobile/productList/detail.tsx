import { createFileRoute } from '@tanstack/react-router';
import {
  currentLang,
  goodsDetailQueryOptions,
  validateGoodsDetailSearch,
} from '../../../features/catalogue/routing';
import { GoodsDetailPage } from '../../../features/catalogue/screens';
import { useGoodsCartActions } from '../../../features/cart/routing';

export const Route = createFileRoute('/mobile/productList/detail')({
  validateSearch: validateGoodsDetailSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (!deps.id) return;
    await context.queryClient
      .ensureQueryData(goodsDetailQueryOptions(deps.id, currentLang()))
      .catch(() => undefined);
  },
  component: function MobileGoodsDetailRoute() {
    const cart = useGoodsCartActions('mobile');
    return (
      <>
        <GoodsDetailPage id={Route.useSearch().id} routeSet="mobile" actions={cart.actions} />
        {cart.notice}
      </>
    );
  },
});
