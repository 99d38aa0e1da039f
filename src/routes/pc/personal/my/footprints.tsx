import { createFileRoute } from '@tanstack/react-router';
import { GoodsCard, RouteSetContext } from '../../../../features/catalogue';
import {
  FootprintsScreen,
  loadFootprints,
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

export const Route = createFileRoute('/pc/personal/my/footprints')({
  staticData: { memberScreen: 'footprints' },
  validateSearch: pagedSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadFootprints(context.queryClient, deps.page),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: function FootprintsPcRoute() {
    const { page = 1 } = Route.useSearch();
    return <FootprintsScreen page={page} goodsCard={goodsCard} />;
  },
});
