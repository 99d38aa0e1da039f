import { createFileRoute } from '@tanstack/react-router';
import { LoginPage, loadAccountScreen } from '../../../features/account/routing';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/mobile/login/')({
  // One chunk for the route's loader and component: its loader only starts the page's downloads.
  codeSplitGroupings: [['loader', 'component']],
  loader: () => loadAccountScreen(LoginPage),
  pendingComponent: RoutePending,
  component: LoginPage,
});
