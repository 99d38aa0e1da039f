/** Which route set the member area is shown in; the shared route adapts to the width. */
export type RouteSet = 'shared' | 'pc' | 'mobile';

const ORDER_PAGE = {
  shared: '/productList/order',
  pc: '/pc/productList/order',
  mobile: '/mobile/productList/order',
} as const satisfies Record<RouteSet, string>;

/** The checkout's order page, where an unpaid order is paid (spec §2). */
export function payHref(routeSet: RouteSet, orderId: number): string {
  return `${ORDER_PAGE[routeSet]}?order_id=${orderId}`;
}

const DETAIL_PAGE = {
  shared: '/productList/detail',
  pc: '/pc/productList/detail',
  mobile: '/mobile/productList/detail',
} as const satisfies Record<RouteSet, string>;

/** A product's detail page, from an order line. */
export function goodsHref(routeSet: RouteSet, goodsId: number): string {
  return `${DETAIL_PAGE[routeSet]}?id=${goodsId}`;
}
