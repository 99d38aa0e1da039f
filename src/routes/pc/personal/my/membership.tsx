import { createFileRoute } from '@tanstack/react-router';
import { MembershipScreen, loadMembership } from '../../../../features/member/routing';
import { RouteError, RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/pc/personal/my/membership')({
  staticData: { memberScreen: 'membership' },
  loader: ({ context }) => loadMembership(context.queryClient),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: MembershipScreen,
});
