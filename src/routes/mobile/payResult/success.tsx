import { createFileRoute } from '@tanstack/react-router';
import {
  PayResultPage,
  loadCheckoutScreen,
  paySearchSchema,
} from '../../../features/checkout/routing';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/mobile/payResult/success')({
  validateSearch: paySearchSchema,
  loader: () => loadCheckoutScreen(PayResultPage),
  pendingComponent: RoutePending,
  component: function MobileSuccessRoute() {
    return <PayResultPage search={Route.useSearch()} result="success" set="mobile" />;
  },
});
