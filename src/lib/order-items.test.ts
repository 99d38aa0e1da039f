// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearOrderItems, ORDER_ITEMS_KEY, readOrderItems, saveOrderItems } from './order-items';
import { allowStorage, refuseAccess, refuseWrites } from './refused-storage.testing';

afterEach(() => {
  allowStorage();
  clearOrderItems();
});

describe('what the order page is about to buy', () => {
  it('travels in local storage under its name (spec §3)', () => {
    saveOrderItems([{ cart_id: 3 }]);
    expect(JSON.parse(localStorage.getItem(ORDER_ITEMS_KEY) ?? 'null')).toEqual([{ cart_id: 3 }]);
    expect(readOrderItems()).toEqual([{ cart_id: 3 }]);
    clearOrderItems();
    expect(readOrderItems()).toEqual([]);
  });

  it.each([
    ['reading it throws', () => refuseAccess('localStorage')],
    ['it is full', refuseWrites],
  ])('reaches the order page of this visit when local storage %s', (_, refuse) => {
    localStorage.setItem(ORDER_ITEMS_KEY, JSON.stringify([{ cart_id: 1 }]));
    refuse();
    saveOrderItems([{ sku_id: 9, quantity: 1 }]);
    expect(readOrderItems()).toEqual([{ sku_id: 9, quantity: 1 }]);
    clearOrderItems();
    expect(readOrderItems()).toEqual([]);
  });
});
