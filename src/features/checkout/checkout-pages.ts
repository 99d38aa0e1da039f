// The pages of placing and paying an order, apart from paths.ts: the shell asks about them on
// every page, the rest of the checkout's addresses are loaded with its screens.

/**
 * The order page of each route set and the pages below it; with `?order_id=N` the order page is
 * the payment step of that order.
 */
const CHECKOUT_PAGES = /^(\/(pc|mobile))?\/productList\/order(\/|$)/;

/** Whether a page is part of placing or paying an order, where nothing may reload it. */
export function isCheckoutPath(pathname: string): boolean {
  return CHECKOUT_PAGES.test(pathname);
}
