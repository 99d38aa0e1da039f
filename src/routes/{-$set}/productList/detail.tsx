import { createFileRoute } from '@tanstack/react-router';
import {
  currentLang,
  goodsDetailQueryOptions,
  goodsDetailSearchSchema,
  sayPieceGoneOnItsPage,
} from '../../../features/catalogue/routing';
import { GoodsDetailPage } from '../../../features/catalogue/route-pages';
import { useGoodsCartActions } from '../../../features/cart/routing';
import { routeSetOf } from '../../../lib/route-set';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/productList/detail')({
  validateSearch: goodsDetailSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, params, deps }) => {
    const routeSet = routeSetOf(params.set);
    if (deps.id) {
      await context.queryClient
        .ensureQueryData(goodsDetailQueryOptions(deps.id, currentLang()))
        .catch(sayPieceGoneOnItsPage);
    }
    return routeSet;
  },
  pendingComponent: RoutePending,
  // Ready, the piece shows at once: a loading state that came never holds it back.
  pendingMinMs: 0,
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
