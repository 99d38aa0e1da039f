import { createFileRoute } from '@tanstack/react-router';
import {
  PersonalisedListPage,
  loadPersonalisedList,
  validatePersonalisedListSearch,
} from '../../../features/personalise/routing';

export const Route = createFileRoute('/{-$set}/personalizedList/')({
  validateSearch: validatePersonalisedListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) =>
    loadPersonalisedList(context.queryClient, params.set, deps.page),
  component: function PersonalisedListRoute() {
    return <PersonalisedListPage routeSet={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
