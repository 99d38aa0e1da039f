import { createFileRoute } from '@tanstack/react-router';
import { BalanceScreen, loadBalance } from '../../../../features/member/routing';
import { pagedSearch } from '../../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/pc/personal/my/balance')({
  staticData: { memberScreen: 'balance' },
  validateSearch: pagedSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadBalance(context.queryClient, deps.page),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: function BalancePcRoute() {
    const { page = 1 } = Route.useSearch();
    return <BalanceScreen page={page} />;
  },
});
