import { useOrdersMessages } from '../messages';
import type { OrdersScreenProps } from '../screens';
import { OrderDetailScreen } from './OrderDetailScreen';
import { OrderListScreen } from './OrderListScreen';
import { RefundScreen } from './RefundScreen';

/** The member area's orders screens: the list by tab, one order, one after-sales request. */
export function OrdersScreen(props: OrdersScreenProps) {
  useOrdersMessages();
  switch (props.screen) {
    case 'list':
      return <OrderListScreen status={props.status} page={props.page} />;
    case 'order':
      return <OrderDetailScreen orderId={props.id} />;
    case 'refund':
      return <RefundScreen refundId={props.id} />;
  }
}
