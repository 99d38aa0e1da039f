import { describe, expect, it } from 'vitest';
import { navTabOf, tabOf, validateMemberSearch } from './search';

describe('the member area search parameters', () => {
  it('open the user center by default', () => {
    expect(validateMemberSearch({})).toEqual({});
    expect(tabOf(validateMemberSearch({ tab: 'user-center' }))).toBe('user-center');
    expect(validateMemberSearch({ tab: 'user-center' })).toEqual({});
  });
  it('keep a known tab and drop an unknown one', () => {
    expect(validateMemberSearch({ tab: 'addresses' })).toEqual({ tab: 'addresses' });
    expect(validateMemberSearch({ tab: 'orders' })).toEqual({ tab: 'orders' });
    expect(validateMemberSearch({ tab: 'invoices' })).toEqual({});
    expect(validateMemberSearch({ tab: ['points'] })).toEqual({});
  });
  it('keep a coupon state only on the coupons screen, usable being the default', () => {
    expect(validateMemberSearch({ tab: 'coupons', state: 'used' })).toEqual({
      tab: 'coupons',
      state: 'used',
    });
    expect(validateMemberSearch({ tab: 'coupons', state: 'usable' })).toEqual({ tab: 'coupons' });
    expect(validateMemberSearch({ tab: 'points', state: 'used' })).toEqual({ tab: 'points' });
  });
  it('keep a page beyond the first on paged screens only', () => {
    expect(validateMemberSearch({ tab: 'points', page: '3' })).toEqual({ tab: 'points', page: 3 });
    expect(validateMemberSearch({ tab: 'points', page: 1 })).toEqual({ tab: 'points' });
    expect(validateMemberSearch({ tab: 'points', page: '-2' })).toEqual({ tab: 'points' });
    expect(validateMemberSearch({ tab: 'profile', page: 2 })).toEqual({ tab: 'profile' });
  });
  it('open the wish list at its former address too', () => {
    expect(validateMemberSearch({ tab: 'favourites', page: '2' })).toEqual({
      tab: 'wish-list',
      page: 2,
    });
  });
  it('keep an order tab (spec §4) and a page on the orders screen', () => {
    expect(validateMemberSearch({ tab: 'orders', status: 'to_pay', page: '2' })).toEqual({
      tab: 'orders',
      status: 'to_pay',
      page: 2,
    });
    expect(validateMemberSearch({ tab: 'orders', status: 'all' })).toEqual({ tab: 'orders' });
    expect(validateMemberSearch({ tab: 'orders', status: 'lost' })).toEqual({ tab: 'orders' });
    expect(validateMemberSearch({ tab: 'points', status: 'to_pay' })).toEqual({ tab: 'points' });
  });
  it('open an order or an after-sales request by its id, else the order list', () => {
    expect(validateMemberSearch({ tab: 'order', id: '42', page: 3 })).toEqual({
      tab: 'order',
      id: 42,
    });
    expect(validateMemberSearch({ tab: 'refund', id: 7 })).toEqual({ tab: 'refund', id: 7 });
    expect(validateMemberSearch({ tab: 'order' })).toEqual({ tab: 'orders' });
    expect(validateMemberSearch({ tab: 'order', id: '0' })).toEqual({ tab: 'orders' });
    expect(validateMemberSearch({ tab: 'refund', id: '2147483648' })).toEqual({ tab: 'orders' });
    expect(validateMemberSearch({ tab: 'profile', id: 3 })).toEqual({ tab: 'profile' });
  });
  it('light the orders entry of the navigation for an order and a request', () => {
    expect(navTabOf({ tab: 'order', id: 1 })).toBe('orders');
    expect(navTabOf({ tab: 'refund', id: 1 })).toBe('orders');
    expect(navTabOf({})).toBe('user-center');
  });
});
