import { createFileRoute } from '@tanstack/react-router';
import { MembershipScreen, loadMembership } from '../../../features/member/routing';
import { memberSetOf } from '../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/personal/membership')({
  staticData: { memberScreen: 'membership' },
  beforeLoad: ({ params }) => void memberSetOf(params.set),
  loader: ({ context }) => loadMembership(context.queryClient),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: MembershipScreen,
});
