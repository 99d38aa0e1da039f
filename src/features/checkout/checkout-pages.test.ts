import { describe, expect, it } from 'vitest';
import { isCheckoutPath } from './checkout-pages';

describe('the pages of placing and paying an order', () => {
  it('are the order page of each set and the pages below it', () => {
    expect(isCheckoutPath('/productList/order')).toBe(true);
    expect(isCheckoutPath('/mobile/productList/order')).toBe(true);
    expect(isCheckoutPath('/pc/productList/order/wx-pay')).toBe(true);
  });
  it('are no other page', () => {
    expect(isCheckoutPath('/productList/orders')).toBe(false);
    expect(isCheckoutPath('/productList/detail')).toBe(false);
    expect(isCheckoutPath('/tablet/productList/order')).toBe(false);
    expect(isCheckoutPath('/mobile/payResult/success')).toBe(false);
  });
});
