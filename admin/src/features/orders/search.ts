import * as z from 'zod/mini';
import {
  ORDER_LIST_STATES,
  ORDER_PAGE_SIZES,
  type OrderListFilters,
} from '../../../../contract/console-orders';
import { PAY_METHODS } from '../../../../contract/order';

/** The orders list's filters and page, as the address keeps them. */
export interface OrdersSearch extends OrderListFilters {
  page?: number;
  page_size?: number;
}

// Each field is read on its own: a malformed one is left out, the others kept.
const field = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);

/** Words typed in a box; the router reads digits-only text (a mobile, an order number) as a number. */
const words = (max: number) =>
  field(
    z.pipe(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value) => String(value).trim()),
      ),
      z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[^\r\n\t]*$/)),
    ),
  );
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
  page: field(z.int().check(z.minimum(2))),
  page_size: field(z.literal(ORDER_PAGE_SIZES.filter((size) => size !== 20))),
});

/** What of the address's search is a filter or the page; anything else, or malformed, is left out. */
export function validateOrdersSearch(search: Record<string, unknown>): OrdersSearch {
  const parsed = ordersSearch.parse(search);
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as OrdersSearch;
}
