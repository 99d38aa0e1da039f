import type { QueryClient } from '@tanstack/react-query';
import { orderDetailQueryOptions, orderListQueryOptions, refundDetailQueryOptions } from './api';
import { loadOrdersMessages } from './messages';
import type { OrdersScreenProps } from './screens';

function loadScreenData(queryClient: QueryClient, screen: OrdersScreenProps): Promise<unknown> {
  switch (screen.screen) {
    case 'list':
      return queryClient.ensureQueryData(orderListQueryOptions(screen.status, screen.page));
    case 'order':
      return queryClient.ensureQueryData(orderDetailQueryOptions(screen.id));
    case 'refund':
      return queryClient.ensureQueryData(refundDetailQueryOptions(screen.id));
  }
}

/** An orders screen's words and data; a refusal is left for the screen to show. */
export async function loadOrdersData(
  queryClient: QueryClient,
  screen: OrdersScreenProps,
): Promise<void> {
  await Promise.all([
    loadOrdersMessages(),
    loadScreenData(queryClient, screen).catch(() => undefined),
  ]);
}
