import { createFileRoute } from '@tanstack/react-router';
import { PasswordScreen, loadPassword } from '../../../../features/member/routing';
import { RouteError, RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/pc/personal/my/password')({
  staticData: { memberScreen: 'password' },
  loader: () => loadPassword(),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: PasswordScreen,
});
