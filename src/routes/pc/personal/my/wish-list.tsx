import { createFileRoute } from '@tanstack/react-router';
import { ListAddToBag } from '../../../../features/cart';
import { GoodsCard, RouteSetContext } from '../../../../features/catalogue';
import {
  WishListScreen,
  loadWishList,
  type MemberGoodsCard,
} from '../../../../features/member/routing';
import { pagedSearch } from '../../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../../ui/screens/RouteStates';

/** A product card of the catalogue, as the member's lists show it. */
function goodsCard({ goods, routeSet, wide, wishList }: MemberGoodsCard) {
  return (
    <RouteSetContext value={routeSet}>
      <GoodsCard
        goods={goods}
        sizes={wide ? '(min-width: 1240px) 220px, 20vw' : '50vw'}
        hoverSwatches={wide}
        wishList={wishList}
      />
    </RouteSetContext>
  );
}

export const Route = createFileRoute('/pc/personal/my/wish-list')({
  staticData: { memberScreen: 'wish-list' },
  validateSearch: pagedSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadWishList(context.queryClient, deps.page),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: function WishListPcRoute() {
    const { page = 1 } = Route.useSearch();
    return (
      <WishListScreen
        page={page}
        goodsCard={goodsCard}
        addToBag={(piece) => <ListAddToBag {...piece} />}
      />
    );
  },
});
