import { createFileRoute } from '@tanstack/react-router';
import { PasswordScreen, loadPassword } from '../../../features/member/routing';
import { memberSetOf } from '../../../lib/member-routes';
import { RouteError, RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/personal/password')({
  staticData: { memberScreen: 'password' },
  beforeLoad: ({ params }) => void memberSetOf(params.set),
  loader: () => loadPassword(),
  pendingComponent: RoutePending,
  errorComponent: RouteError,
  component: PasswordScreen,
});
