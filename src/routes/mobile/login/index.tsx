import { createFileRoute } from '@tanstack/react-router';
import { LoginPage, loadAccountScreen } from '../../../features/account/routing';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/mobile/login/')({
  staticData: { siteMap: { entry: 'signIn' } },
  // One chunk for the route's loader, component and loading state: its loader only starts the
  // page's downloads.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  loader: ({ cause }) => loadAccountScreen(LoginPage, { scene: 'login', cause }),
  pendingComponent: RoutePending,
  component: LoginPage,
});
