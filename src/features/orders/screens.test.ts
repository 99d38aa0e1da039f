import { describe, expect, it } from 'vitest';
import { ordersScreenOf } from './screens';

describe("the member area's orders screens", () => {
  it('are the one the search asks for', () => {
    expect(ordersScreenOf({ tab: 'orders' })).toEqual({ screen: 'list', status: 'all', page: 1 });
    expect(ordersScreenOf({ tab: 'orders', status: 'to_ship', page: 2 })).toEqual({
      screen: 'list',
      status: 'to_ship',
      page: 2,
    });
    expect(ordersScreenOf({ tab: 'order', id: 5 })).toEqual({ screen: 'order', id: 5 });
    expect(ordersScreenOf({ tab: 'coupons' })).toBeNull();
  });
});
