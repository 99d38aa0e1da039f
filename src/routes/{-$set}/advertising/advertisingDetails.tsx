import { createFileRoute } from '@tanstack/react-router';
import {
  ArticlePage,
  currentLang,
  loadTopicsMessages,
  topicNewsListQueryOptions,
  topicNewsQueryOptions,
  unlessEnded,
} from '../../../features/topics/routing';
import { storySearch } from '../../../features/topics/search-params';
import { routeSetOf } from '../../../lib/route-set';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/advertising/advertisingDetails')({
  validateSearch: storySearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, params, deps }) => {
    const routeSet = routeSetOf(params.set);
    const lang = currentLang();
    await Promise.all([
      deps.id === undefined
        ? context.queryClient.ensureInfiniteQueryData(topicNewsListQueryOptions(undefined, lang))
        : context.queryClient
            .ensureQueryData(topicNewsQueryOptions(deps.id, lang))
            .catch(unlessEnded),
      ArticlePage.preload?.(),
      loadTopicsMessages(),
    ]);
    return routeSet;
  },
  pendingComponent: RoutePending,
  component: function TopicStoryRoute() {
    return <ArticlePage routeSet={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
