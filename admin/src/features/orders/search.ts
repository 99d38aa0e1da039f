import * as z from 'zod/mini';
import {
  ORDER_LIST_STATES,
  ORDER_PAGE_SIZES,
  type OrderListFilters,
} from '../../../../contract/console-orders';
import { PAY_METHODS } from '../../../../contract/order';
import { field, laterPage, searchOf, words } from '../../lib/search-fields';

/** The orders list's filters and page, as the address keeps them. */
export interface OrdersSearch extends OrderListFilters {
  page?: number;
  page_size?: number;
}

const moment = field(z.int().check(z.minimum(0)));

const ordersSearch = z.object({
  state: field(z.enum(ORDER_LIST_STATES)),
  from: moment,
  to: moment,
  pay_method: field(z.enum(PAY_METHODS)),
  member: words(32),
  order_no: words(40),
  mobile: words(20),
  q: words(64),
  page: laterPage,
  page_size: field(z.literal(ORDER_PAGE_SIZES.filter((size) => size !== 20))),
});

/** What of the address's search is a filter or the page; anything else, or malformed, is left out. */
export function validateOrdersSearch(search: Record<string, unknown>): OrdersSearch {
  return searchOf(ordersSearch, search);
}
