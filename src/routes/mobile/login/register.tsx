import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage, loadAccountScreen } from '../../../features/account/routing';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/mobile/login/register')({
  staticData: { siteMap: { entry: 'register' } },
  // One chunk for the route's loader, component and loading state: its loader only starts the
  // page's downloads.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  loader: ({ cause }) => loadAccountScreen(RegisterPage, { scene: 'register', cause }),
  pendingComponent: RoutePending,
  component: RegisterPage,
});
