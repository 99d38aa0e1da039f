import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen, loadProfile } from '../../../../features/member/routing';
import { RouteError, RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/pc/personal/my/profile')({
  staticData: { memberScreen: 'profile' },
  loader: ({ context }) => loadProfile(context.queryClient),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: ProfileScreen,
});
