import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formerMemberLink, formerMemberSearch } from './member-legacy';
import type { RouteSet } from './route-set';

/** Where a former address of the member area leads, as `to`, params and what search is set. */
function leadsTo(routeSet: RouteSet, raw: Record<string, unknown>) {
  const link = formerMemberLink(routeSet, v.parse(formerMemberSearch, raw));
  const search = 'search' in link ? (link.search as Record<string, unknown>) : {};
  const given = Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined),
  );
  return { to: link.to, params: 'params' in link ? link.params : undefined, search: given };
}

describe('the member area’s former addresses', () => {
  it('lead to the screen of their tab, in their route set', () => {
    expect(leadsTo('shared', { tab: 'orders', status: 'to_pay' })).toEqual({
      to: '/{-$set}/personal/orders',
      params: { set: undefined },
      search: { status: 'to_pay' },
    });
    expect(leadsTo('mobile', { tab: 'profile' })).toEqual({
      to: '/{-$set}/personal/profile',
      params: { set: 'mobile' },
      search: {},
    });
    expect(leadsTo('pc', { tab: 'addresses' })).toEqual({
      to: '/pc/personal/my/addresses',
      params: undefined,
      search: {},
    });
  });

  it('open an order or an after-sales request by its id, else the order list', () => {
    expect(leadsTo('shared', { tab: 'order', id: '42' })).toEqual({
      to: '/{-$set}/personal/orders/$id',
      params: { set: undefined, id: '42' },
      search: {},
    });
    expect(leadsTo('pc', { tab: 'refund', id: 7 })).toEqual({
      to: '/pc/personal/my/refund/$id',
      params: { id: '7' },
      search: {},
    });
    expect(leadsTo('shared', { tab: 'order' }).to).toBe('/{-$set}/personal/orders');
    expect(leadsTo('shared', { tab: 'refund', id: '0' }).to).toBe('/{-$set}/personal/orders');
  });

  it('keep the orders’ tab and page, and drop the default tab and the first page', () => {
    expect(leadsTo('shared', { tab: 'orders', status: 'all', page: '1' }).search).toEqual({});
    expect(leadsTo('shared', { tab: 'orders', status: 'lost', page: '3' }).search).toEqual({
      page: 3,
    });
  });

  it('keep a page of the paged screens and the coupons’ state', () => {
    expect(leadsTo('pc', { tab: 'points', page: '2' })).toEqual({
      to: '/pc/personal/my/points',
      params: undefined,
      search: { page: 2 },
    });
    expect(leadsTo('shared', { tab: 'coupons', state: 'used' }).search).toEqual({ state: 'used' });
    expect(leadsTo('shared', { tab: 'coupons', state: 'usable' }).search).toEqual({});
  });

  it('open the wish list at its former name', () => {
    expect(leadsTo('shared', { tab: 'favourites', page: '2' })).toEqual({
      to: '/{-$set}/personal/wish-list',
      params: { set: undefined },
      search: { page: 2 },
    });
  });

  it('open the booking form with its boutique, or a page of the appointments', () => {
    expect(leadsTo('mobile', { tab: 'appointments', book: '1', store: '5' }).search).toEqual({
      book: 1,
      store: 5,
    });
    expect(leadsTo('shared', { tab: 'appointments', page: '2' }).search).toEqual({ page: 2 });
  });

  it('send an unknown tab, or the user center’s, to the user center', () => {
    for (const tab of ['invoices', 'user-center', ['points']]) {
      expect(leadsTo('shared', { tab })).toEqual({
        to: '/{-$set}/personal',
        params: { set: undefined },
        search: {},
      });
    }
    expect(leadsTo('pc', { tab: 'nope' }).to).toBe('/pc/personal/my');
  });
});
