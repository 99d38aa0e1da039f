import { createFileRoute } from '@tanstack/react-router';
import { ListAddToBag } from '../../../../features/cart';
import { ListGoodsCard } from '../../../../features/catalogue';
import { WishListScreen, loadWishList } from '../../../../features/member/routing';
import { pagedSearch } from '../../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../../ui/screens/RouteStates';

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
        goodsCard={(card) => <ListGoodsCard {...card} />}
        addToBag={(piece) => <ListAddToBag {...piece} />}
      />
    );
  },
});
