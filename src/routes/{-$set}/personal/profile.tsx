import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen, loadProfile } from '../../../features/member/routing';
import { memberSetOf } from '../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/personal/profile')({
  staticData: { memberScreen: 'profile' },
  beforeLoad: ({ params }) => void memberSetOf(params.set),
  loader: ({ context }) => loadProfile(context.queryClient),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: ProfileScreen,
});
