import type { MemberSearch, OrderListTab } from '../../lib/member-area/search';

export { ORDER_LIST_TABS, type OrderListTab } from '../../lib/member-area/search';

/** Which orders screen the member area shows: the list, one order or one after-sales request. */
export type OrdersScreenProps =
  | { screen: 'list'; status: OrderListTab; page: number }
  | { screen: 'order'; id: number }
  | { screen: 'refund'; id: number };

/** The orders screen the member area's search asks for, or null for another of its screens. */
export function ordersScreenOf(search: MemberSearch): OrdersScreenProps | null {
  if (search.tab === 'orders') {
    return { screen: 'list', status: search.status ?? 'all', page: search.page ?? 1 };
  }
  if ((search.tab === 'order' || search.tab === 'refund') && search.id !== undefined) {
    return { screen: search.tab, id: search.id };
  }
  return null;
}
