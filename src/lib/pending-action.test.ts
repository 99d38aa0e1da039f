// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PENDING_ACTION_MS,
  forgetPendingAction,
  pageKey,
  rememberPendingAction,
  takePendingAction,
} from './pending-action';
import { allowStorage, refuseAccess, refuseWrites } from './refused-storage.testing';

describe('the action a visitor asked for before signing in', () => {
  beforeEach(() => forgetPendingAction());

  it('is taken once, by the page it is for', () => {
    rememberPendingAction({ kind: 'bag', skuId: 7, quantity: 1, page: '/p?id=1' }, 1000);
    expect(takePendingAction('wish', () => true, 2000)).toBeNull();
    expect(takePendingAction('bag', (action) => action.skuId === 8, 2000)).toBeNull();
    expect(takePendingAction('bag', (action) => action.skuId === 7, 2000)).toEqual({
      kind: 'bag',
      skuId: 7,
      quantity: 1,
      page: '/p?id=1',
    });
    expect(takePendingAction('bag', () => true, 2000)).toBeNull();
  });

  it("keeps a checkout's lines, and nothing that is not a list of line numbers", () => {
    rememberPendingAction({ kind: 'checkout', lineIds: [3, 1], page: '/cart' }, 1000);
    expect(takePendingAction('checkout', ({ page }) => page === '/cart', 2000)).toEqual({
      kind: 'checkout',
      lineIds: [3, 1],
      page: '/cart',
    });
    sessionStorage.setItem(
      'pendingAction',
      JSON.stringify({ action: { kind: 'checkout', lineIds: ['x'], page: '/cart' }, at: 1000 }),
    );
    expect(takePendingAction('checkout', () => true, 2000)).toBeNull();
  });

  it('names a page by its path and the piece it shows', () => {
    expect(pageKey({ pathname: '/productList/detail', search: '?id=12&color=3' })).toBe(
      '/productList/detail?id=12',
    );
    expect(pageKey({ pathname: '/productList', search: '?cat=2' })).toBe('/productList');
  });

  it('is forgotten once too old, or when it cannot be read', () => {
    rememberPendingAction({ kind: 'wish', goodsId: 3, page: '/list' }, 1000);
    expect(takePendingAction('wish', () => true, 1000 + PENDING_ACTION_MS + 1)).toBeNull();
    rememberPendingAction({ kind: 'wish', goodsId: 3, page: '/list' }, 1000);
    expect(takePendingAction('wish', () => true, 1000 + PENDING_ACTION_MS)).toEqual({
      kind: 'wish',
      goodsId: 3,
      page: '/list',
    });
    window.sessionStorage.setItem('pendingAction', '{"action":{"kind":"bag","skuId":"x"},"at":1}');
    expect(takePendingAction('bag', () => true, 2)).toBeNull();
    expect(window.sessionStorage.getItem('pendingAction')).toBeNull();
    window.sessionStorage.setItem('pendingAction', 'not json');
    expect(takePendingAction('bag', () => true, 2)).toBeNull();
  });

  describe('where the browser refuses session storage', () => {
    afterEach(() => allowStorage());

    it.each([
      ['reading it throws', () => refuseAccess('sessionStorage')],
      ['it is full', refuseWrites],
    ])('is still carried out within the page when %s', (_, refuse) => {
      refuse();
      const action = { kind: 'bag', skuId: 7, quantity: 1, page: '/p?id=1' } as const;
      rememberPendingAction(action, 1000);
      expect(takePendingAction('bag', () => true, 2000)).toEqual(action);
      expect(takePendingAction('bag', () => true, 2000)).toBeNull();
    });
  });
});
