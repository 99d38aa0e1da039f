import { createFileRoute } from '@tanstack/react-router';
import {
  currentLang,
  goodsDetailQueryOptions,
  validateGoodsDetailSearch,
} from '../../../features/catalogue/routing';
import { GoodsDetailPage } from '../../../features/catalogue/screens';
import { useGoodsCartActions } from '../../../features/cart/routing';
import { routeSetOf } from '../../../lib/route-set';

export const Route = createFileRoute('/{-$set}/productList/detail')({
  validateSearch: validateGoodsDetailSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, params, deps }) => {
    const routeSet = routeSetOf(params.set);
    if (deps.id) {
      await context.queryClient
        .ensureQueryData(goodsDetailQueryOptions(deps.id, currentLang()))
        .catch(() => undefined);
    }
    return routeSet;
  },
  component: function GoodsDetailRoute() {
    const routeSet = Route.useLoaderData();
    const cart = useGoodsCartActions(routeSet);
    return (
      <>
        <GoodsDetailPage id={Route.useSearch().id} routeSet={routeSet} actions={cart.actions} />
        {cart.notice}
      </>
    );
  },
});
