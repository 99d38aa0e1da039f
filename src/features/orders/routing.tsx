// The orders' screens of the member area (the list, one order, one after-sales request), for its
// route files: each screen's code, words and, for a signed-in member, data load when it opens.
// Offline, the list and an order show as the member last saw them; any other failure is the
// route's error.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { ApiError, CODE_LOGIN_NEEDED } from '../../lib/api-client';
import { orLastSeenCopy } from '../../lib/last-seen';
import type { OrderListTab } from '../../lib/member-routes';
import { userState } from '../account';
import { orderDetailQueryOptions, orderListQueryOptions, refundDetailQueryOptions } from './api';
import { loadOrdersMessages } from './messages';

export const OrderListScreen = lazyRouteComponent(
  () => import('./components/OrderListScreen'),
  'OrderListScreen',
);
export const OrderDetailScreen = lazyRouteComponent(
  () => import('./components/OrderDetailScreen'),
  'OrderDetailScreen',
);
export const RefundScreen = lazyRouteComponent(
  () => import('./components/RefundScreen'),
  'RefundScreen',
);

async function loadScreen(
  screen: { preload?: () => Promise<void> | undefined },
  data: () => Promise<unknown>,
): Promise<void> {
  await Promise.all([screen.preload?.(), loadOrdersMessages(), userState.userInfo && data()]);
}

/**
 * A read of one order or request: the server's refusal (an order that is not the member's, or
 * gone) is the screen's to say; a -1 is the area's sign-in, anything else the route's error.
 */
async function orRefusal(read: Promise<unknown>): Promise<void> {
  try {
    await read;
  } catch (error) {
    if (!(error instanceof ApiError) || error.code === CODE_LOGIN_NEEDED) throw error;
  }
}

export const loadOrderList = (queryClient: QueryClient, status: OrderListTab, page: number) =>
  loadScreen(OrderListScreen, () =>
    orLastSeenCopy(queryClient.ensureQueryData(orderListQueryOptions(status, page))),
  );

export const loadOrderDetail = (queryClient: QueryClient, orderId: number) =>
  loadScreen(OrderDetailScreen, () =>
    orRefusal(orLastSeenCopy(queryClient.ensureQueryData(orderDetailQueryOptions(orderId)))),
  );

export const loadRefund = (queryClient: QueryClient, refundId: number) =>
  loadScreen(RefundScreen, () =>
    orRefusal(queryClient.ensureQueryData(refundDetailQueryOptions(refundId))),
  );
