import { createFileRoute } from '@tanstack/react-router';
import {
  PayResultPage,
  loadCheckoutScreen,
  validatePaySearch,
} from '../../../features/checkout/routing';

export const Route = createFileRoute('/mobile/payResult/fail')({
  validateSearch: validatePaySearch,
  loader: () => loadCheckoutScreen(PayResultPage),
  component: function MobileFailRoute() {
    return <PayResultPage search={Route.useSearch()} result="fail" set="mobile" />;
  },
});
