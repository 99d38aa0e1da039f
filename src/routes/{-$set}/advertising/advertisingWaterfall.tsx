import { createFileRoute } from '@tanstack/react-router';
import {
  currentLang,
  loadTopicsMessages,
  topicGroupQueryOptions,
  topicNewsListQueryOptions,
  unlessEnded,
  WaterfallPage,
} from '../../../features/topics/routing';
import { storiesSearch } from '../../../features/topics/search-params';
import { routeSetOf } from '../../../lib/route-set';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/advertising/advertisingWaterfall')({
  staticData: { siteMap: { entry: 'stories', sets: ['mobile'] } },
  validateSearch: storiesSearch,
  loaderDeps: ({ search }) => ({ group_id: search.group_id }),
  loader: async ({ context, params, deps }) => {
    const routeSet = routeSetOf(params.set);
    const lang = currentLang();
    await Promise.all([
      context.queryClient
        .ensureInfiniteQueryData(topicNewsListQueryOptions(deps.group_id, lang))
        .catch(unlessEnded),
      deps.group_id === undefined
        ? undefined
        : context.queryClient
            .ensureQueryData(topicGroupQueryOptions(deps.group_id, lang))
            .catch(unlessEnded),
      WaterfallPage.preload?.(),
      loadTopicsMessages(),
    ]);
    return routeSet;
  },
  pendingComponent: RoutePending,
  component: function TopicStoriesRoute() {
    return <WaterfallPage routeSet={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
