import { createFileRoute } from '@tanstack/react-router';
import {
  WxAuthPage,
  loadAccountScreen,
  wxAuthSearchSchema,
} from '../../../../features/account/routing';
import { RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/mobile/login/wxbind/wxAuth')({
  validateSearch: wxAuthSearchSchema,
  // One chunk for the route's loader, component and loading state: its loader only starts the
  // page's downloads.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  loader: () => loadAccountScreen(WxAuthPage),
  pendingComponent: RoutePending,
  component: function WxAuthRoute() {
    const { code, state } = Route.useSearch();
    return <WxAuthPage code={code} state={state} />;
  },
});
