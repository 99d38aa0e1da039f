import { linkOptions } from '@tanstack/react-router';
import type { PayMethod } from '../../../contract/order';
import { memberTabLink, orderLink } from '../../lib/member-routes';
import { setParam, type RouteSet } from '../../lib/route-set';
import { stringifySearch } from '../../lib/search-serializer';

/** Where a payment ends, on a wide screen and on a phone (spec §2). */
const RESULT_PAGES = {
  pc: {
    success: linkOptions({ to: '/pc/productList/order/pay-success' }),
    fail: linkOptions({ to: '/pc/productList/order/pay-failed' }),
  },
  mobile: {
    success: linkOptions({ to: '/mobile/payResult/success' }),
    fail: linkOptions({ to: '/mobile/payResult/fail' }),
  },
};

export type PayResult = keyof (typeof RESULT_PAGES)['pc'];

interface ResultParams {
  orderId: number;
  paymentNo?: string | undefined;
  method?: PayMethod | undefined;
}

/** The route set of the pages a payment leads to: the shared set goes by the width. */
export function resultSet(routeSet: RouteSet, wide: boolean): 'pc' | 'mobile' {
  if (routeSet === 'shared') return wide ? 'pc' : 'mobile';
  return routeSet;
}

/** The order page at the payment step of an order. */
export function paymentStepLink(routeSet: RouteSet, orderId: number) {
  return linkOptions({
    to: '/{-$set}/productList/order',
    params: setParam(routeSet),
    search: { order_id: orderId },
  });
}

function resultSearch({ orderId, paymentNo, method }: ResultParams) {
  return {
    order_id: orderId,
    ...(paymentNo ? { payment_no: paymentNo } : {}),
    ...(method ? { method } : {}),
  };
}

export function resultLink(set: 'pc' | 'mobile', result: PayResult, params: ResultParams) {
  return linkOptions({ to: RESULT_PAGES[set][result].to, search: resultSearch(params) });
}

/** The result page as an address, for a payment service to send the shopper back to. */
export function resultHref(set: 'pc' | 'mobile', result: PayResult, params: ResultParams): string {
  return RESULT_PAGES[set][result].to + stringifySearch(resultSearch(params));
}

/** Desktop WeChat Pay: the QR code to scan. */
export function wxPayLink(orderId: number, paymentNo: string) {
  return linkOptions({
    to: '/pc/productList/order/wx-pay',
    search: { order_id: orderId, payment_no: paymentNo },
  });
}

/** The order in the member area (its orders screen shows one order by `id`). */
export function orderDetailLink(set: RouteSet, orderId: number) {
  return orderLink(set, orderId);
}

/** The member's orders, where any order can be paid or followed. */
export function ordersLink(set: RouteSet) {
  return memberTabLink(set, 'orders');
}

export function cartLink(set: RouteSet) {
  return linkOptions({ to: '/{-$set}/cart', params: setParam(set) });
}

export function shoppingLink(set: RouteSet) {
  return linkOptions({ to: '/{-$set}/productList', params: setParam(set), search: {} });
}
