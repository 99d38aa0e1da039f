// The pages of placing and paying an order, apart from paths.ts: the shell asks about them on
// every page, the rest of the checkout's addresses are loaded with its screens.

/** The order page of each route set; with `?order_id=N` it is the payment step of that order. */
const ORDER_PAGES = ['/productList/order', '/pc/productList/order', '/mobile/productList/order'];

/** Whether a page is part of placing or paying an order, where nothing may reload it. */
export function isCheckoutPath(pathname: string): boolean {
  return ORDER_PAGES.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
