import { createFileRoute } from '@tanstack/react-router';
import {
  PayResultPage,
  loadCheckoutScreen,
  paySearchSchema,
} from '../../../../features/checkout/routing';
import { RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/pc/productList/order/pay-success')({
  validateSearch: paySearchSchema,
  loader: () => loadCheckoutScreen(PayResultPage),
  pendingComponent: RoutePending,
  component: function PcSuccessRoute() {
    return <PayResultPage search={Route.useSearch()} result="success" set="pc" />;
  },
});
