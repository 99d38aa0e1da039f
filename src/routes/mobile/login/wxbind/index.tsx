import { createFileRoute } from '@tanstack/react-router';
import {
  WxBindPage,
  loadAccountScreen,
  wxBindSearchSchema,
} from '../../../../features/account/routing';
import { RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/mobile/login/wxbind/')({
  validateSearch: wxBindSearchSchema,
  // One chunk for the route's loader, component and loading state: its loader only starts the
  // page's downloads.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent']],
  loader: () => loadAccountScreen(WxBindPage),
  pendingComponent: RoutePending,
  component: function WxBindRoute() {
    return <WxBindPage state={Route.useSearch().state} />;
  },
});
