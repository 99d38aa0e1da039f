import { createFileRoute } from '@tanstack/react-router';
import {
  PersonalisedListPage,
  loadPersonalisedList,
  personalisedListSearchSchema,
} from '../../../features/personalise/routing';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/personalizedList/')({
  staticData: { siteMap: { entry: 'personalisation' } },
  validateSearch: personalisedListSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) =>
    loadPersonalisedList(context.queryClient, params.set, deps.page),
  pendingComponent: RoutePending,
  component: function PersonalisedListRoute() {
    return <PersonalisedListPage routeSet={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
