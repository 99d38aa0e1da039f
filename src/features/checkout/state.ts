import { proxy } from 'valtio';
import type {
  OrderActivity,
  OrderItemInput,
  OrderPreview,
  PayMethod,
  UsableCoupon,
} from '../../../contract/order';
import { sameItems } from './model';

/**
 * Spec §3 "Create order": what the order page is buying and the shopper's choices on it. The
 * coupons and activities mirror the latest preview; the amounts always come from the server.
 */
export const createOrderState = proxy({
  createOrderSkuList: [] as OrderItemInput[],
  couponList: [] as UsableCoupon[],
  /** 0 = no coupon. */
  useCouponID: 0,
  couponUseable: true,
  integralUseable: true,
  /** The points switch. */
  useIntegral: false,
  selectACTs: [] as OrderActivity[],
  /** The address chosen on the page; null is the member's default one. */
  selectedAddressId: null as number | null,
  payMethod: 'wechat' as PayMethod,
});

/** Spec §4: no coupon, an empty coupon list, coupons and points usable, no activities. */
export function resetCreateOrder(): void {
  createOrderState.couponList = [];
  createOrderState.useCouponID = 0;
  createOrderState.couponUseable = true;
  createOrderState.integralUseable = true;
  createOrderState.useIntegral = false;
  createOrderState.selectACTs = [];
}

/** The order page opens on these items: other items than last time start from a clean state. */
export function openCreateOrder(items: OrderItemInput[]): void {
  if (sameItems(items, createOrderState.createOrderSkuList)) return;
  createOrderState.createOrderSkuList = items;
  resetCreateOrder();
}

/**
 * Takes what the server decided: the coupons and why some cannot be used, whether coupons and
 * points may be used, the activities, and the coupon actually applied (0 when the one asked
 * for cannot be).
 */
export function applyPreview(preview: OrderPreview): void {
  createOrderState.couponList = preview.coupons;
  createOrderState.couponUseable = preview.coupon_usable;
  createOrderState.integralUseable = preview.integral_usable;
  createOrderState.selectACTs = preview.activities;
  if (createOrderState.useCouponID !== preview.use_coupon_id) {
    createOrderState.useCouponID = preview.use_coupon_id;
  }
  if (!preview.integral_usable && createOrderState.useIntegral) {
    createOrderState.useIntegral = false;
  }
}

/** After the order is placed: nothing is being bought any more. */
export function finishCreateOrder(): void {
  createOrderState.createOrderSkuList = [];
  createOrderState.selectedAddressId = null;
  resetCreateOrder();
}
