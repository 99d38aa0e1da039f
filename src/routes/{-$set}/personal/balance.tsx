import { createFileRoute } from '@tanstack/react-router';
import { BalanceScreen, loadBalance } from '../../../features/member/routing';
import { memberSetOf, pagedSearch } from '../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/personal/balance')({
  staticData: { memberScreen: 'balance' },
  beforeLoad: ({ params }) => void memberSetOf(params.set),
  validateSearch: pagedSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadBalance(context.queryClient, deps.page),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: function BalanceRoute() {
    const { page = 1 } = Route.useSearch();
    return <BalanceScreen page={page} />;
  },
});
