import { createFileRoute } from '@tanstack/react-router';
import {
  PayResultPage,
  loadCheckoutScreen,
  validatePaySearch,
} from '../../../features/checkout/routing';

export const Route = createFileRoute('/mobile/payResult/success')({
  validateSearch: validatePaySearch,
  loader: () => loadCheckoutScreen(PayResultPage),
  component: function MobileSuccessRoute() {
    return <PayResultPage search={Route.useSearch()} result="success" set="mobile" />;
  },
});
