import { describe, expect, it } from 'vitest';
import { validateOrdersSearch } from './search';

describe("the orders list's address", () => {
  it('keeps the filters and the page it knows', () => {
    expect(
      validateOrdersSearch({
        state: 'cancelling',
        from: 1_700_000_000_000,
        pay_method: 'alipay',
        mobile: 13900000001,
        order_no: ' 2026112900001 ',
        q: '李',
        page: 3,
        page_size: 50,
      }),
    ).toEqual({
      state: 'cancelling',
      from: 1_700_000_000_000,
      pay_method: 'alipay',
      mobile: '13900000001',
      order_no: '2026112900001',
      q: '李',
      page: 3,
      page_size: 50,
    });
  });

  it('leaves out what is malformed or unknown, keeping the rest', () => {
    expect(
      validateOrdersSearch({
        state: 'lost',
        from: -5,
        to: 'tomorrow',
        pay_method: 'cash',
        q: '   ',
        member: 'x'.repeat(33),
        page: 1,
        page_size: 20,
        mobile: '139\n0',
        sort: 'price',
        order_no: '20261129',
      }),
    ).toEqual({ order_no: '20261129' });
  });
});
