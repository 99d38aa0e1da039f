import { createFileRoute } from '@tanstack/react-router';
import { CouponsScreen, loadCoupons } from '../../../features/member/routing';
import { memberSetOf, couponsSearch } from '../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/personal/coupons')({
  staticData: { memberScreen: 'coupons' },
  beforeLoad: ({ params }) => void memberSetOf(params.set),
  validateSearch: couponsSearch,
  loaderDeps: ({ search }) => ({ state: search.state }),
  loader: ({ context, deps }) => loadCoupons(context.queryClient, deps.state ?? 'usable'),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: function CouponsRoute() {
    const { state = 'usable' } = Route.useSearch();
    return <CouponsScreen state={state} />;
  },
});
