import { describe, expect, it } from 'vitest';
import { alipayTime } from '../../test/fakes/alipay-platform';
import { beijingTime, fenAmount, formFields, parseBeijingTime, yuanAmount } from './protocol';

// How Alipay writes money and time, against the shop's integer fen and epoch milliseconds.

describe('amounts', () => {
  it('are written in yuan with two decimals, exactly', () => {
    expect(yuanAmount(3_572_000)).toBe('35720.00');
    expect(yuanAmount(1)).toBe('0.01');
    expect(yuanAmount(10)).toBe('0.10');
    expect(yuanAmount(29)).toBe('0.29');
    expect(yuanAmount(1_999)).toBe('19.99');
    expect(yuanAmount(10_000_000_000)).toBe('100000000.00');
    for (const wrong of [1.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => yuanAmount(wrong)).toThrow(RangeError);
    }
  });

  it('are read from yuan into fen without rounding errors', () => {
    expect(fenAmount('35720.00')).toBe(3_572_000);
    expect(fenAmount('0.29')).toBe(29);
    expect(fenAmount('19.99')).toBe(1_999);
    expect(fenAmount('1.1')).toBe(110);
    expect(fenAmount('20')).toBe(2_000);
    expect(fenAmount('0.01')).toBe(1);
    for (let fen = 0; fen < 1_000; fen += 7) expect(fenAmount(yuanAmount(fen))).toBe(fen);
  });

  it('refuse what is not a yuan amount', () => {
    for (const wrong of ['', '-1.00', '1.234', '1e3', ' 1.00', '1.', '.5', '1,00', 'abc']) {
      expect(fenAmount(wrong), wrong).toBeNull();
    }
  });
});

describe('times', () => {
  const at = Date.UTC(2026, 10, 27, 16, 30, 5);

  it('are Beijing time, as Alipay writes them', () => {
    expect(beijingTime(at)).toBe('2026-11-28 00:30:05');
    expect(beijingTime(at)).toBe(alipayTime(at));
    expect(beijingTime(at + 999)).toBe('2026-11-28 00:30:05');
  });

  it('are read back to the second, and refused when not real', () => {
    expect(parseBeijingTime('2026-11-28 00:30:05')).toBe(at);
    expect(parseBeijingTime('2026-01-01 07:59:59')).toBe(Date.UTC(2025, 11, 31, 23, 59, 59));
    for (const wrong of ['2026-02-30 10:00:00', '2026-11-28T00:30:05', '2026-11-28 24:00:00', '']) {
      expect(parseBeijingTime(wrong), wrong).toBeNull();
    }
  });
});

describe('form fields', () => {
  it('are decoded as a form posts them', () => {
    expect(formFields('subject=MAISON+%E5%A4%A7%E8%A1%A3&fund_bill_list=%5B%7B%7D%5D')).toEqual({
      subject: 'MAISON 大衣',
      fund_bill_list: '[{}]',
    });
  });

  it('are refused when one is repeated', () => {
    expect(formFields('total_amount=1.00&total_amount=9999.00')).toBeNull();
  });
});
