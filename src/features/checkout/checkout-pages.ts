// The pages of placing and paying an order, apart from paths.ts: the shell asks about them on
// every page, the rest of the checkout's addresses are loaded with its screens.

/** Which route set a checkout screen belongs to: the shared routes adapt to the width. */
export type CheckoutRouteSet = 'shared' | 'pc' | 'mobile';

/** The order page of each route set; with `?order_id=N` it is the payment step of that order. */
export const ORDER_PATHS = {
  shared: '/productList/order',
  pc: '/pc/productList/order',
  mobile: '/mobile/productList/order',
} as const satisfies Record<CheckoutRouteSet, string>;

/** Whether a page is part of placing or paying an order, where nothing may reload it. */
export function isCheckoutPath(pathname: string): boolean {
  return Object.values(ORDER_PATHS).some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}
