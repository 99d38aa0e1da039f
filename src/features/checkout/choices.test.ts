import { describe, expect, it } from 'vitest';
import {
  appliedChoices,
  NOTHING_CHOSEN,
  openingValues,
  previewRequest,
  withChange,
} from './choices';

const answer = (use_coupon_id: number, integral_usable = true) => ({
  use_coupon_id,
  integral_usable,
});

describe('the order page’s choices', () => {
  it('open (spec §4) on the default address, as the first preview applied nothing chosen', () => {
    expect(openingValues(answer(0))).toEqual({
      addressId: null,
      couponId: 0,
      usePoints: false,
      payMethod: 'wechat',
      remark: '',
      consent: false,
    });
    // A coupon the server proposes with the first preview is the first choice.
    expect(openingValues(answer(7)).couponId).toBe(7);
  });

  it('are asked of the server by its own field names; the default address is not named', () => {
    expect(previewRequest([{ cart_id: 3 }], NOTHING_CHOSEN)).toEqual({
      sku_list: [{ cart_id: 3 }],
      use_coupon_id: 0,
      use_integral: '0',
    });
    expect(
      previewRequest([{ sku_id: 5, quantity: 2 }], { addressId: 9, couponId: 7, usePoints: true }),
    ).toEqual({
      sku_list: [{ sku_id: 5, quantity: 2 }],
      address_id: 9,
      use_coupon_id: 7,
      use_integral: '1',
    });
  });

  it('keep the coupon the server applied, and drop one it did not', () => {
    const asked = { addressId: null, couponId: 7, usePoints: true };
    expect(appliedChoices(asked, answer(7))).toEqual(asked);
    expect(appliedChoices(asked, answer(0))).toEqual({ ...asked, couponId: 0 });
  });

  it('turn the points off when a promotion rules them out', () => {
    const asked = { addressId: 4, couponId: 0, usePoints: true };
    expect(appliedChoices(asked, answer(0, false))).toEqual({ ...asked, usePoints: false });
  });

  it('change one choice and take the others as the answered preview applied them', () => {
    const asked = { addressId: null, couponId: 7, usePoints: false };
    expect(withChange(asked, answer(0), { usePoints: true })).toEqual({
      addressId: null,
      couponId: 0,
      usePoints: true,
    });
    // While the preview of the current choices is on its way, they stay as they are.
    expect(withChange(asked, null, { addressId: 3 })).toEqual({
      addressId: 3,
      couponId: 7,
      usePoints: false,
    });
  });
});
