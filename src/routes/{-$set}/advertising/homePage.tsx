import { createFileRoute } from '@tanstack/react-router';
import {
  CampaignPage,
  currentLang,
  loadTopicsMessages,
  topicPageQueryOptions,
  topicPagesQueryOptions,
  unlessEnded,
} from '../../../features/topics/routing';
import { campaignSearch } from '../../../features/topics/search-params';
import { routeSetOf } from '../../../lib/route-set';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/advertising/homePage')({
  staticData: { siteMap: { entry: 'campaigns', sets: ['shared', 'pc'] } },
  validateSearch: campaignSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, params, deps }) => {
    const routeSet = routeSetOf(params.set);
    const lang = currentLang();
    await Promise.all([
      deps.id === undefined
        ? context.queryClient.ensureQueryData(topicPagesQueryOptions(lang))
        : context.queryClient
            .ensureQueryData(topicPageQueryOptions(deps.id, lang))
            .catch(unlessEnded),
      CampaignPage.preload?.(),
      loadTopicsMessages(),
    ]);
    return routeSet;
  },
  pendingComponent: RoutePending,
  component: function TopicCampaignRoute() {
    return <CampaignPage routeSet={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
