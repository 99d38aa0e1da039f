import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orderSearchSchema, paySearchSchema } from './search-params';

const validateOrderSearch = (raw: Record<string, unknown>) => v.parse(orderSearchSchema, raw);
const validatePaySearch = (raw: Record<string, unknown>) => v.parse(paySearchSchema, raw);

describe('the order page address', () => {
  it('keeps a valid order id, from text or number', () => {
    expect(validateOrderSearch({ order_id: '12' })).toEqual({ order_id: 12 });
    expect(validateOrderSearch({ order_id: 12 })).toEqual({ order_id: 12 });
  });
  it('drops anything else', () => {
    expect(validateOrderSearch({})).toEqual({});
    expect(validateOrderSearch({ order_id: '0' })).toEqual({});
    expect(validateOrderSearch({ order_id: '-3' })).toEqual({});
    expect(validateOrderSearch({ order_id: '2147483648' })).toEqual({});
    expect(validateOrderSearch({ order_id: 'abc', other: 1 })).toEqual({});
  });
});

describe('the pay pages address', () => {
  it('keeps the order, the payment number and the method', () => {
    expect(validatePaySearch({ order_id: '5', payment_no: 'PM12AB', method: 'alipay' })).toEqual({
      order_id: 5,
      payment_no: 'PM12AB',
      method: 'alipay',
    });
  });
  it('drops a malformed payment number or method', () => {
    expect(validatePaySearch({ order_id: 5, payment_no: 'PM-1<', method: 'cash' })).toEqual({
      order_id: 5,
    });
  });
  it('keeps an all-digit payment number only when no digit was lost', () => {
    expect(validatePaySearch({ order_id: 5, payment_no: 123456 })).toEqual({
      order_id: 5,
      payment_no: '123456',
    });
    expect(validatePaySearch({ order_id: 5, payment_no: 2 ** 64 })).toEqual({
      order_id: 5,
    });
  });
});
