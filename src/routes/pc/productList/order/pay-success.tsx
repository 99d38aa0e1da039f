import { createFileRoute } from '@tanstack/react-router';
import {
  PayResultPage,
  loadCheckoutScreen,
  validatePaySearch,
} from '../../../../features/checkout/routing';

export const Route = createFileRoute('/pc/productList/order/pay-success')({
  validateSearch: validatePaySearch,
  loader: () => loadCheckoutScreen(PayResultPage),
  component: function PcSuccessRoute() {
    return <PayResultPage search={Route.useSearch()} result="success" set="pc" />;
  },
});
