import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage, loadAccountScreen } from '../../../features/account/routing';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/mobile/login/forgotPwd')({
  // One chunk for the route's loader, component and loading state: its loader only starts the
  // page's downloads.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  loader: ({ cause }) => loadAccountScreen(ForgotPasswordPage, { scene: 'find_password', cause }),
  pendingComponent: RoutePending,
  component: ForgotPasswordPage,
});
