import { createFileRoute } from '@tanstack/react-router';
import {
  TopicRouteScreen,
  loadTopicRoute,
  validateTopicSearch,
} from '../../../features/topics/routing';

export const Route = createFileRoute('/{-$set}/advertising/$page')({
  validateSearch: validateTopicSearch,
  loaderDeps: ({ search }) => ({ id: search.id, group_id: search.group_id }),
  loader: ({ context, params, deps }) =>
    loadTopicRoute(context.queryClient, params.set, params.page, deps),
  component: function TopicRoute() {
    return <TopicRouteScreen view={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
