import { createFileRoute } from '@tanstack/react-router';
import {
  PayResultPage,
  loadCheckoutScreen,
  paySearchSchema,
} from '../../../../features/checkout/routing';
import { RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/pc/productList/order/pay-failed')({
  validateSearch: paySearchSchema,
  loader: () => loadCheckoutScreen(PayResultPage),
  pendingComponent: RoutePending,
  component: function PcFailRoute() {
    return <PayResultPage search={Route.useSearch()} result="fail" set="pc" />;
  },
});
