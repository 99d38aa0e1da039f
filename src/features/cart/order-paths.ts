import type { CartRouteSet } from './paths';

// Apart from paths.ts, which every page loads for the header's bag.

/** The order page of each route set, where "Buy now" and the cart's checkout lead. */
export const ORDER_PATHS = {
  shared: '/productList/order',
  pc: '/pc/productList/order',
  mobile: '/mobile/productList/order',
} as const satisfies Record<CartRouteSet, string>;
