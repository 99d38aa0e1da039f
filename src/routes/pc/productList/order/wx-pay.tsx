import { createFileRoute } from '@tanstack/react-router';
import {
  WxPayPage,
  loadCheckoutScreen,
  validatePaySearch,
} from '../../../../features/checkout/routing';

export const Route = createFileRoute('/pc/productList/order/wx-pay')({
  validateSearch: validatePaySearch,
  loader: () => loadCheckoutScreen(WxPayPage),
  component: function PcWxPayRoute() {
    return <WxPayPage search={Route.useSearch()} />;
  },
});
