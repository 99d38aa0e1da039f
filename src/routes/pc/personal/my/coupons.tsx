import { createFileRoute } from '@tanstack/react-router';
import { CouponsScreen, loadCoupons } from '../../../../features/member/routing';
import { couponsSearch } from '../../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/pc/personal/my/coupons')({
  staticData: { memberScreen: 'coupons' },
  validateSearch: couponsSearch,
  loaderDeps: ({ search }) => ({ state: search.state }),
  loader: ({ context, deps }) => loadCoupons(context.queryClient, deps.state ?? 'usable'),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: function CouponsPcRoute() {
    const { state = 'usable' } = Route.useSearch();
    return <CouponsScreen state={state} />;
  },
});
