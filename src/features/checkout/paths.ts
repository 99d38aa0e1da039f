import { ORDER_PATHS, type CheckoutRouteSet } from './checkout-pages';
import { MEMBER_AREA_PATHS } from '../../lib/route-set';

export { ORDER_PATHS, type CheckoutRouteSet };

/** Desktop WeChat Pay: the QR code to scan. */
export const WX_PAY_PATH = '/pc/productList/order/wx-pay';

/** Where a payment ends, on a wide screen and on a phone (spec §2). */
export const RESULT_PATHS = {
  wide: { success: '/pc/productList/order/pay-success', fail: '/pc/productList/order/pay-failed' },
  phone: { success: '/mobile/payResult/success', fail: '/mobile/payResult/fail' },
} as const;

export type PayResult = keyof (typeof RESULT_PATHS)['wide'];

const CART_PATHS = {
  shared: '/cart',
  pc: '/pc/cart',
  mobile: '/mobile/cart',
} as const satisfies Record<CheckoutRouteSet, string>;

const HOME_LISTS = {
  shared: '/productList',
  pc: '/pc/productList',
  mobile: '/mobile/productList',
} as const satisfies Record<CheckoutRouteSet, string>;

/** The route set of the pages a payment leads to: the shared set goes by the width. */
export function resultSet(routeSet: CheckoutRouteSet, wide: boolean): 'pc' | 'mobile' {
  if (routeSet === 'shared') return wide ? 'pc' : 'mobile';
  return routeSet;
}

export function paymentStepHref(routeSet: CheckoutRouteSet, orderId: number): string {
  return `${ORDER_PATHS[routeSet]}?order_id=${orderId}`;
}

export function resultHref(
  set: 'pc' | 'mobile',
  result: PayResult,
  params: { orderId: number; paymentNo?: string | undefined; method?: string | undefined },
): string {
  const base = RESULT_PATHS[set === 'pc' ? 'wide' : 'phone'][result];
  const query = new URLSearchParams({ order_id: String(params.orderId) });
  if (params.paymentNo) query.set('payment_no', params.paymentNo);
  if (params.method) query.set('method', params.method);
  return `${base}?${query.toString()}`;
}

export function wxPayHref(orderId: number, paymentNo: string): string {
  return `${WX_PAY_PATH}?order_id=${orderId}&payment_no=${encodeURIComponent(paymentNo)}`;
}

/** The order in the member area (its orders screen shows one order by `id`). */
export function orderDetailHref(set: CheckoutRouteSet, orderId: number): string {
  return `${MEMBER_AREA_PATHS[set]}?tab=order&id=${orderId}`;
}

/** The member's orders, where any order can be paid or followed. */
export function ordersHref(set: CheckoutRouteSet): string {
  return `${MEMBER_AREA_PATHS[set]}?tab=orders`;
}

export function cartHref(set: CheckoutRouteSet): string {
  return CART_PATHS[set];
}

export function shoppingHref(set: CheckoutRouteSet): string {
  return HOME_LISTS[set];
}
