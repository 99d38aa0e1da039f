import { describe, expect, it } from 'vitest';
import type { OrderActivity } from '../../../contract/order';
import type { PaymentOption } from '../../../contract/payment';
import {
  checkoutMethods,
  chosenMethod,
  activitySummary,
  clockText,
  isSandboxCashier,
  lineProblem,
  newIdempotencyKey,
  orderedOptions,
  payRoute,
  payScene,
  personalisationOf,
  preferredMethod,
  providerReturn,
  returnedPaymentNo,
  worksHere,
  timeLeft,
  wechatBridgeOutcome,
} from './model';

const activity = (is_coupon: 0 | 1, is_integral: 0 | 1): OrderActivity => ({
  id: 1,
  name: 'Private sale',
  tag: '30% off',
  is_coupon,
  is_integral,
});

const option = (method: PaymentOption['method'], available: boolean): PaymentOption => ({
  method,
  name: method,
  available,
  balance: method === 'balance' ? 5000 : 0,
});

describe('the idempotency key', () => {
  it('is a UUID without its dashes, which the submission accepts', () => {
    const key = newIdempotencyKey(() => '3f0c8a52-1b7e-4c1d-9a0e-5d2b6f7e8a9b');
    expect(key).toBe('3f0c8a521b7e4c1d9a0e5d2b6f7e8a9b');
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
  it('differs from one visit to the next', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

describe('the activities summary (spec §3)', () => {
  it('is null without activities', () => {
    expect(activitySummary([], 'is_coupon')).toBeNull();
  });
  it('is 0 when any activity says 0, else 1', () => {
    expect(activitySummary([activity(1, 1), activity(0, 1)], 'is_coupon')).toBe(0);
    expect(activitySummary([activity(1, 1), activity(0, 1)], 'is_integral')).toBe(1);
    expect(activitySummary([activity(1, 0)], 'is_integral')).toBe(0);
  });
});

describe('a line that cannot be ordered', () => {
  it('is out of stock with none left and understock with too few', () => {
    expect(lineProblem({ stock: 0, quantity: 1 })).toBe('outOfStock');
    expect(lineProblem({ stock: 1, quantity: 2 })).toBe('understock');
    expect(lineProblem({ stock: 2, quantity: 2 })).toBeNull();
  });
});

describe('the personalisation of a line', () => {
  it('lists the fields given, pendants joined, in the cart order', () => {
    expect(
      personalisationOf({
        inner_area: 'Pocket',
        custom_letters: 'AB',
        letter_color: '',
        pendants: ['Star', '', 'Moon'],
      }),
    ).toEqual([
      { field: 'custom_letters', value: 'AB' },
      { field: 'pendants', value: 'Star, Moon' },
      { field: 'inner_area', value: 'Pocket' },
    ]);
  });
  it('is empty for a line without personalisation', () => {
    expect(personalisationOf({ pendants: [] })).toEqual([]);
  });
});

describe('the methods of the order page', () => {
  it('offer the balance beside the providers once the member has one, able to pay when it covers', () => {
    expect(checkoutMethods(['wechat', 'alipay'], 0, 100_00)).toEqual([
      { method: 'wechat', available: true },
      { method: 'alipay', available: true },
    ]);
    expect(checkoutMethods(['wechat'], 99_99, 100_00)).toEqual([
      { method: 'wechat', available: true },
      { method: 'balance', available: false },
    ]);
    expect(checkoutMethods([], 100_00, 100_00)).toEqual([{ method: 'balance', available: true }]);
  });

  it('keep the choice while it can pay, else take the first that can', () => {
    const short = checkoutMethods(['wechat', 'alipay'], 50_00, 100_00);
    expect(chosenMethod(short, 'alipay')).toBe('alipay');
    expect(chosenMethod(short, 'balance')).toBe('wechat');
    expect(chosenMethod(checkoutMethods([], 50_00, 100_00), 'balance')).toBeNull();
    expect(chosenMethod(checkoutMethods(['alipay'], 100_00, 100_00), 'balance')).toBe('balance');
  });
});

describe('the methods of the payment step', () => {
  const list = [option('balance', true), option('alipay', true), option('wechat', false)];
  it('come WeChat Pay, Alipay, then the balance', () => {
    expect(orderedOptions(list).map((choice) => choice.method)).toEqual([
      'wechat',
      'alipay',
      'balance',
    ]);
  });
  it('preselect the method asked for if it can pay, else the first that can', () => {
    expect(preferredMethod(list, 'alipay')).toBe('alipay');
    expect(preferredMethod(list, 'wechat')).toBe('alipay');
    expect(preferredMethod(list, null)).toBe('alipay');
    expect(preferredMethod([option('wechat', false)], 'wechat')).toBeNull();
  });
});

describe('the payment scene', () => {
  it('is a QR code for WeChat Pay on a wide screen, else a page to go to', () => {
    expect(payScene('wechat', true)).toBe('qr');
    expect(payScene('wechat', false)).toBe('h5');
    expect(payScene('alipay', true)).toBe('h5');
  });
});

describe('the time left to pay', () => {
  const deadline = 10_000_000;
  it('counts hours, minutes and seconds down to the deadline', () => {
    const left = timeLeft(deadline, deadline - (3600 + 125) * 1000);
    expect(left).toEqual({ over: false, hours: 1, minutes: 2, seconds: 5 });
    expect(clockText(left)).toBe('1:02:05');
    expect(clockText(timeLeft(deadline, deadline - 65_500))).toBe('1:05');
  });
  it('is over at the deadline and after it', () => {
    expect(timeLeft(deadline, deadline).over).toBe(true);
    expect(timeLeft(deadline, deadline + 5000)).toEqual({
      over: true,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
});

describe('where a provider payment goes on', () => {
  const reply = { qr_text: '', jsapi: null, redirect_url: 'https://cashier.example/pay' };
  it('shows the QR code of a qr answer', () => {
    expect(payRoute({ ...reply, kind: 'qr', qr_text: 'weixin://wxpay/1' }, false)).toBe('qr');
  });
  it("opens WeChat's payment sheet inside WeChat, or its page when the bridge is missing", () => {
    const jsapi = { ...reply, kind: 'jsapi' as const, jsapi: { appId: 'wx1' } };
    expect(payRoute(jsapi, true)).toBe('bridge');
    expect(payRoute(jsapi, false)).toBe('redirect');
  });
  it("goes to the provider's page for a redirect", () => {
    expect(payRoute({ ...reply, kind: 'redirect' }, true)).toBe('redirect');
  });
});

describe("WeChat's in-app payment", () => {
  it('reads ok as paid, cancel as cancelled and anything else as failed', () => {
    expect(wechatBridgeOutcome('get_brand_wcpay_request:ok')).toBe('paid');
    expect(wechatBridgeOutcome('get_brand_wcpay_request:cancel')).toBe('cancelled');
    expect(wechatBridgeOutcome('get_brand_wcpay_request:fail')).toBe('failed');
    expect(wechatBridgeOutcome(undefined)).toBe('failed');
  });
});

describe('the sandbox cashier link', () => {
  it('is offered for the sandbox cashier page only', () => {
    expect(isSandboxCashier('http://127.0.0.1:4310/sandbox/pay/PM123')).toBe(true);
    expect(isSandboxCashier('weixin://wxpay/bizpayurl?pr=abc')).toBe(false);
    expect(isSandboxCashier('https://shop.example/productList')).toBe(false);
    expect(isSandboxCashier('not a url')).toBe(false);
  });
});

describe("a provider's signed return", () => {
  it('is passed on as it came, and only when it is one', () => {
    const back = '?order_id=7&method=alipay&out_trade_no=PABC&total_amount=1.00&sign=xyz%3D';
    expect(providerReturn(back)).toBe(back.slice(1));
    expect(providerReturn('?order_id=7&method=alipay')).toBeUndefined();
    expect(providerReturn('?order_id=7&sign=xyz')).toBeUndefined();
  });

  it('names the payment it is about, when that is a payment number', () => {
    expect(returnedPaymentNo('order_id=7&out_trade_no=PABC123&sign=xyz')).toBe('PABC123');
    expect(returnedPaymentNo('out_trade_no=P%3Cscript%3E&sign=xyz')).toBeUndefined();
    expect(returnedPaymentNo(undefined)).toBeUndefined();
  });
});

describe('the ways to pay on this device', () => {
  it('leaves Alipay out inside WeChat, whose browser does not open its pages', () => {
    expect(worksHere(['wechat', 'alipay'], true)).toEqual(['wechat']);
    expect(worksHere(['wechat', 'alipay'], false)).toEqual(['wechat', 'alipay']);
    const list = [option('alipay', true), option('balance', true)];
    expect(worksHere(list, true)).toEqual([option('balance', true)]);
  });
});
