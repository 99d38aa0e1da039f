import { createFileRoute } from '@tanstack/react-router';
import {
  WxBindPage,
  loadAccountScreen,
  validateWxBindSearch,
} from '../../../../features/account/routing';

export const Route = createFileRoute('/mobile/login/wxbind/')({
  validateSearch: validateWxBindSearch,
  // One chunk for the route's loader and component: its loader only starts the page's downloads.
  codeSplitGroupings: [['loader', 'component']],
  loader: () => loadAccountScreen(WxBindPage),
  component: function WxBindRoute() {
    return <WxBindPage state={Route.useSearch().state} />;
  },
});
