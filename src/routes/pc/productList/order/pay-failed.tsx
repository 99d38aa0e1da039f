import { createFileRoute } from '@tanstack/react-router';
import {
  PayResultPage,
  loadCheckoutScreen,
  validatePaySearch,
} from '../../../../features/checkout/routing';

export const Route = createFileRoute('/pc/productList/order/pay-failed')({
  validateSearch: validatePaySearch,
  loader: () => loadCheckoutScreen(PayResultPage),
  component: function PcFailRoute() {
    return <PayResultPage search={Route.useSearch()} result="fail" set="pc" />;
  },
});
