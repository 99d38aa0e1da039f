import { createFileRoute } from '@tanstack/react-router';
import {
  PersonalisedDetailPage,
  loadPersonalisedDetail,
  personalisedDetailSearchSchema,
} from '../../../features/personalise/routing';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/personalizedList/detail')({
  validateSearch: personalisedDetailSearchSchema,
  loaderDeps: ({ search }) => ({ goodsId: search.goods_id }),
  loader: ({ context, params, deps }) =>
    loadPersonalisedDetail(context.queryClient, params.set, deps.goodsId),
  pendingComponent: RoutePending,
  component: function PersonalisedDetailRoute() {
    return <PersonalisedDetailPage routeSet={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
