import { createFileRoute } from '@tanstack/react-router';
import { PointsScreen, loadPoints } from '../../../features/member/routing';
import { memberSetOf, pagedSearch } from '../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/personal/points')({
  staticData: { memberScreen: 'points' },
  beforeLoad: ({ params }) => void memberSetOf(params.set),
  validateSearch: pagedSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadPoints(context.queryClient, deps.page),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: function PointsRoute() {
    const { page = 1 } = Route.useSearch();
    return <PointsScreen page={page} />;
  },
});
