import { createFileRoute } from '@tanstack/react-router';
import {
  WxPayPage,
  loadCheckoutScreen,
  paySearchSchema,
} from '../../../../features/checkout/routing';
import { RoutePending } from '../../../../ui/screens/RouteStates';

export const Route = createFileRoute('/pc/productList/order/wx-pay')({
  validateSearch: paySearchSchema,
  loader: () => loadCheckoutScreen(WxPayPage),
  pendingComponent: RoutePending,
  component: function PcWxPayRoute() {
    return <WxPayPage search={Route.useSearch()} />;
  },
});
