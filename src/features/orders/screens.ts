import type { OrderTab } from '../../../contract/order';

/** Spec §4's order tabs, in the order the list shows them; `all` is the default. */
export const ORDER_LIST_TABS = [
  'all',
  'to_pay',
  'to_ship',
  'to_receive',
  'completed',
  'after_sale',
  'cancelled',
] as const satisfies readonly OrderTab[];
export type OrderListTab = (typeof ORDER_LIST_TABS)[number];

/** Which orders screen the member area shows: the list, one order or one after-sales request. */
export type OrdersScreenProps =
  | { screen: 'list'; status: OrderListTab; page: number }
  | { screen: 'order'; id: number }
  | { screen: 'refund'; id: number };
