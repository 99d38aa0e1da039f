import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderPreview } from '../../../contract/order';
import { applyPreview, createOrderState, openCreateOrder, resetCreateOrder } from './state';

const coupon = {
  id: 7,
  name: 'Welcome',
  description: '',
  value: 10000,
  min_spend: 0,
  expires_at: 0,
  percent_off: 0,
  cap: 0,
  limit: 'all' as const,
  limit_names: [],
};

function preview(overrides: Partial<OrderPreview> = {}): OrderPreview {
  return {
    lines: [],
    address: null,
    activities: [{ id: 1, name: 'Sale', tag: '', is_coupon: 1, is_integral: 0 }],
    is_coupon: 1,
    is_integral: 0,
    coupon_usable: true,
    integral_usable: false,
    coupons: [{ ...coupon, discount: 10000, usable: true, reason: '' }],
    use_coupon_id: 7,
    points: { balance: 0, usable: 0, used: 0, fen_per_point: 2, max_percent: 50 },
    account_balance: 0,
    level: { key: 'point_card', name: 'Point Card', discount_percent: 0 },
    amounts: {
      goods_amount: 0,
      product_discount: 0,
      member_discount: 0,
      coupon_amount: 0,
      points_amount: 0,
      freight: 0,
      pay_amount: 1,
    },
    pay_methods: ['wechat', 'alipay'],
    ...overrides,
  };
}

describe('the create-order state', () => {
  beforeEach(() => {
    openCreateOrder([]);
    resetCreateOrder();
  });

  it('takes the coupons, activities and what may be used from the preview', () => {
    createOrderState.useCouponID = 7;
    createOrderState.useIntegral = true;
    applyPreview(preview());
    expect(createOrderState.couponList.map((item) => item.id)).toEqual([7]);
    expect(createOrderState.selectACTs).toHaveLength(1);
    expect(createOrderState.couponUseable).toBe(true);
    expect(createOrderState.integralUseable).toBe(false);
    expect(createOrderState.useIntegral).toBe(false);
    expect(createOrderState.useCouponID).toBe(7);
  });

  it('drops a coupon the server did not apply', () => {
    createOrderState.useCouponID = 7;
    applyPreview(preview({ use_coupon_id: 0 }));
    expect(createOrderState.useCouponID).toBe(0);
  });

  it('resets (spec §4) when the page opens on other items, and only then', () => {
    openCreateOrder([{ cart_id: 1 }]);
    createOrderState.useCouponID = 7;
    applyPreview(preview());
    openCreateOrder([{ cart_id: 1 }]);
    expect(createOrderState.useCouponID).toBe(7);
    openCreateOrder([{ cart_id: 2 }]);
    expect(createOrderState).toMatchObject({
      useCouponID: 0,
      couponList: [],
      couponUseable: true,
      integralUseable: true,
      selectACTs: [],
    });
  });
});
