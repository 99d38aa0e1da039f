import { describe, expect, it } from 'vitest';
import type { OrderLineView } from '../../../contract/order';
import {
  amountKindOf,
  cancelBadgeOf,
  clockOf,
  orderTabs,
  personalisationOf,
  refundTypesOf,
  timeLeft,
  withoutActions,
} from './model';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the time left to pay', () => {
  it('counts down in whole seconds and ends at the deadline', () => {
    const now = 1_000_000;
    expect(timeLeft(now + 2 * HOUR, now)).toEqual({ hours: 2, minutes: 0, seconds: 0 });
    expect(timeLeft(now + 65_500, now)).toEqual({ hours: 0, minutes: 1, seconds: 6 });
    expect(timeLeft(now, now)).toBeNull();
    expect(timeLeft(now - 1, now)).toBeNull();
  });
  it('reads as a clock', () => {
    expect(clockOf({ hours: 1, minutes: 5, seconds: 9 })).toBe('1:05:09');
    expect(clockOf({ hours: 0, minutes: 59, seconds: 0 })).toBe('59:00');
  });
});

describe('the after-sales kinds an order allows', () => {
  const now = 10 * DAY;
  it('offer nothing before shipping', () => {
    expect(refundTypesOf({ status: 'paid', return_deadline: null }, now)).toEqual([]);
  });
  it('offer a refund only while the parcel travels', () => {
    expect(refundTypesOf({ status: 'shipped', return_deadline: null }, now)).toEqual(['refund']);
  });
  it('offer a return within the window after signing for', () => {
    expect(refundTypesOf({ status: 'completed', return_deadline: now + DAY }, now)).toEqual([
      'refund',
      'return',
    ]);
    expect(refundTypesOf({ status: 'completed', return_deadline: now - 1 }, now)).toEqual([
      'refund',
    ]);
  });
});

describe('the order tabs', () => {
  it('are spec §4 tabs in order, with their counts', () => {
    expect(orderTabs({ all: 3, to_pay: 1 }).map(({ tab, count }) => `${tab}:${count}`)).toEqual([
      'all:3',
      'to_pay:1',
      'to_ship:0',
      'to_receive:0',
      'completed:0',
      'after_sale:0',
      'cancelled:0',
    ]);
  });
});

describe("a line's personalisation", () => {
  it('lists only what was chosen', () => {
    const line = {
      custom_letters: 'LM',
      custom_position: '',
      letter_color: 'Gold',
      number_color: ' ',
      pendants: ['Star', ''],
      inner_area: '',
    } as OrderLineView;
    expect(personalisationOf(line)).toEqual([
      { part: 'letters', value: 'LM' },
      { part: 'letterColour', value: 'Gold' },
      { part: 'pendants', value: 'Star' },
    ]);
  });
});

describe("an order's amount", () => {
  it('is to pay while unpaid, paid once paid, and not paid for an order cancelled before', () => {
    expect(amountKindOf({ status: 'unpaid', paid_at: null })).toBe('toPay');
    expect(amountKindOf({ status: 'paid', paid_at: 1 })).toBe('paid');
    expect(amountKindOf({ status: 'cancelled', paid_at: 1 })).toBe('paid');
    expect(amountKindOf({ status: 'cancelled', paid_at: null })).toBe('notPaid');
  });
});

describe("a cancellation's badge", () => {
  it('shows while processed, and a refusal only until the order moves on', () => {
    expect(cancelBadgeOf({ status: 'paid', cancel_status: 'processing' })).toBe('processing');
    expect(cancelBadgeOf({ status: 'paid', cancel_status: 'rejected' })).toBe('rejected');
    expect(cancelBadgeOf({ status: 'shipped', cancel_status: 'rejected' })).toBeNull();
    expect(cancelBadgeOf({ status: 'completed', cancel_status: 'rejected' })).toBeNull();
    expect(cancelBadgeOf({ status: 'paid', cancel_status: null })).toBeNull();
  });
});

describe('an order shown as last seen, offline', () => {
  it('offers none of its actions and keeps everything else', () => {
    const order = {
      id: 4,
      order_no: 'M2026',
      actions: {
        pay: true,
        cancel: true,
        confirm: true,
        track: true,
        after_sale: true,
        invoice: true,
      },
    };
    const shown = withoutActions(order);
    expect(Object.values(shown.actions)).toEqual([false, false, false, false, false, false]);
    expect(shown).toMatchObject({ id: 4, order_no: 'M2026' });
    expect(order.actions.pay).toBe(true);
  });
});
