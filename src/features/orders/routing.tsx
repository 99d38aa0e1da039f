// The orders' screens of the member area (tabs `orders`, `order` and `refund`), for its routes:
// each screen's code, words and data load when it is opened.
import { lazyRouteComponent } from '@tanstack/react-router';
import type { MemberScreens } from '../../lib/member-area/screens';
import { orderDetailQueryOptions, orderListQueryOptions, refundDetailQueryOptions } from './api';
import { loadOrdersMessages } from './messages';

const OrderListScreen = lazyRouteComponent(
  () => import('./components/OrderListScreen'),
  'OrderListScreen',
);
const OrderDetailScreen = lazyRouteComponent(
  () => import('./components/OrderDetailScreen'),
  'OrderDetailScreen',
);
const RefundScreen = lazyRouteComponent(() => import('./components/RefundScreen'), 'RefundScreen');

export const orderScreens = {
  orders: {
    render: (search) => <OrderListScreen status={search.status ?? 'all'} page={search.page ?? 1} />,
    load: (queryClient, search) =>
      Promise.all([
        OrderListScreen.preload?.(),
        loadOrdersMessages(),
        queryClient
          .ensureQueryData(orderListQueryOptions(search.status ?? 'all', search.page ?? 1))
          .catch(() => undefined),
      ]),
  },
  // The area's search always gives an order or a request its id (validateMemberSearch).
  order: {
    render: (search) => <OrderDetailScreen orderId={search.id ?? 0} />,
    load: (queryClient, search) =>
      Promise.all([
        OrderDetailScreen.preload?.(),
        loadOrdersMessages(),
        queryClient.ensureQueryData(orderDetailQueryOptions(search.id ?? 0)).catch(() => undefined),
      ]),
  },
  refund: {
    render: (search) => <RefundScreen refundId={search.id ?? 0} />,
    load: (queryClient, search) =>
      Promise.all([
        RefundScreen.preload?.(),
        loadOrdersMessages(),
        queryClient
          .ensureQueryData(refundDetailQueryOptions(search.id ?? 0))
          .catch(() => undefined),
      ]),
  },
} satisfies Pick<MemberScreens, 'orders' | 'order' | 'refund'>;
