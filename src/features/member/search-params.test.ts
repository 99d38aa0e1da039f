import { describe, expect, it } from 'vitest';
import { tabOf, validateMemberSearch } from './search-params';

describe('the member area search parameters', () => {
  it('open the user center by default', () => {
    expect(validateMemberSearch({})).toEqual({});
    expect(tabOf(validateMemberSearch({ tab: 'user-center' }))).toBe('user-center');
    expect(validateMemberSearch({ tab: 'user-center' })).toEqual({});
  });
  it('keep a known tab and drop an unknown one', () => {
    expect(validateMemberSearch({ tab: 'addresses' })).toEqual({ tab: 'addresses' });
    expect(validateMemberSearch({ tab: 'orders' })).toEqual({});
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
});
