import { createFileRoute } from '@tanstack/react-router';
import { ListGoodsCard } from '../../../features/catalogue';
import { FootprintsScreen, loadFootprints } from '../../../features/member/routing';
import { memberSetOf, pagedSearch } from '../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/personal/footprints')({
  staticData: { memberScreen: 'footprints' },
  beforeLoad: ({ params }) => void memberSetOf(params.set),
  validateSearch: pagedSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadFootprints(context.queryClient, deps.page),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: function FootprintsRoute() {
    const { page = 1 } = Route.useSearch();
    return <FootprintsScreen page={page} goodsCard={(card) => <ListGoodsCard {...card} />} />;
  },
});
