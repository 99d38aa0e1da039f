import { createFileRoute } from '@tanstack/react-router';
import {
  WxAuthPage,
  loadAccountScreen,
  validateWxAuthSearch,
} from '../../../../features/account/routing';

export const Route = createFileRoute('/mobile/login/wxbind/wxAuth')({
  validateSearch: validateWxAuthSearch,
  // One chunk for the route's loader and component: its loader only starts the page's downloads.
  codeSplitGroupings: [['loader', 'component']],
  loader: () => loadAccountScreen(WxAuthPage),
  component: function WxAuthRoute() {
    const { code, state } = Route.useSearch();
    return <WxAuthPage code={code} state={state} />;
  },
});
