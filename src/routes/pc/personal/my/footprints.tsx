import { createFileRoute } from '@tanstack/react-router';
import { ListGoodsCard } from '../../../../features/catalogue';
import { FootprintsScreen, loadFootprints } from '../../../../features/member/routing';
import { pagedSearch } from '../../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/pc/personal/my/footprints')({
  staticData: { memberScreen: 'footprints' },
  validateSearch: pagedSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadFootprints(context.queryClient, deps.page),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: function FootprintsPcRoute() {
    const { page = 1 } = Route.useSearch();
    return <FootprintsScreen page={page} goodsCard={(card) => <ListGoodsCard {...card} />} />;
  },
});
