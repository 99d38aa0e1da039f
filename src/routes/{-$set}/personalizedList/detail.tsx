import { createFileRoute } from '@tanstack/react-router';
import {
  PersonalisedDetailPage,
  loadPersonalisedDetail,
  validatePersonalisedDetailSearch,
} from '../../../features/personalise/routing';

export const Route = createFileRoute('/{-$set}/personalizedList/detail')({
  validateSearch: validatePersonalisedDetailSearch,
  loaderDeps: ({ search }) => ({ goodsId: search.goods_id }),
  loader: ({ context, params, deps }) =>
    loadPersonalisedDetail(context.queryClient, params.set, deps.goodsId),
  component: function PersonalisedDetailRoute() {
    return <PersonalisedDetailPage routeSet={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
