import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../contract/cart';
import {
  checkoutAfterMerge,
  checkoutItems,
  hasPersonalisation,
  isTicked,
  lineState,
  linesToTick,
  selectAllState,
  showsSuggestions,
  stepQuantity,
  tickedLines,
} from './model';

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 1,
    goods_id: 10,
    sku_id: 100,
    sn: 'MS-1',
    name: 'Coat',
    color_id: 1,
    color_name: 'Black',
    size: 'M',
    picture: null,
    price: 120_000,
    original_price: 150_000,
    quantity: 1,
    stock: 5,
    on_sale: true,
    available: true,
    selected: true,
    created_at: 0,
    custom_letters: '',
    custom_position: '',
    letter_color: '',
    number_color: '',
    pendants: [],
    inner_area: '',
    ...overrides,
  };
}

describe('lineState', () => {
  it('calls withdrawn goods out of stock, whatever is left', () => {
    expect(lineState(line({ on_sale: false, stock: 9 }))).toBe('offSale');
  });
  it('calls a colour and size with nothing left sold out', () => {
    expect(lineState(line({ stock: 0 }))).toBe('soldOut');
  });
  it('calls a line asking for more than is left understock', () => {
    expect(lineState(line({ quantity: 3, stock: 2 }))).toBe('understock');
  });
  it('lets a line with exactly enough be ordered', () => {
    expect(lineState(line({ quantity: 2, stock: 2 }))).toBe('available');
  });
});

describe('ticks', () => {
  const lines = [
    line({ id: 1, selected: true }),
    line({ id: 2, selected: false }),
    line({ id: 3, selected: true, on_sale: false }),
    line({ id: 4, selected: true, quantity: 4, stock: 3 }),
  ];

  it('never shows an unavailable line ticked, even when the server keeps its tick', () => {
    expect(lines.map(isTicked)).toEqual([true, false, false, false]);
    expect(tickedLines(lines).map((l) => l.id)).toEqual([1]);
  });

  it('checks "select all" only when every available line is ticked', () => {
    expect(selectAllState(lines)).toEqual({ checked: false, disabled: false });
    expect(selectAllState([lines[0]!, lines[2]!])).toEqual({ checked: true, disabled: false });
    expect(selectAllState([lines[2]!, lines[3]!])).toEqual({ checked: false, disabled: true });
    expect(selectAllState([])).toEqual({ checked: false, disabled: true });
  });

  it('changes only the available lines whose tick differs', () => {
    expect(linesToTick(lines, true)).toEqual([2]);
    expect(linesToTick(lines, false)).toEqual([1]);
  });

  it('orders the ticked lines by their cart id', () => {
    expect(checkoutItems(lines)).toEqual([{ cart_id: 1 }]);
    expect(checkoutItems([lines[1]!, lines[2]!])).toEqual([]);
  });
});

describe('stepQuantity', () => {
  it('steps within 1 and the stock', () => {
    expect(stepQuantity({ quantity: 2, stock: 5 }, 1)).toEqual({ quantity: 3 });
    expect(stepQuantity({ quantity: 2, stock: 5 }, -1)).toEqual({ quantity: 1 });
  });
  it('stops at the minimum', () => {
    expect(stepQuantity({ quantity: 1, stock: 5 }, -1)).toEqual({ limit: 'minimum' });
  });
  it('stops at the stock', () => {
    expect(stepQuantity({ quantity: 5, stock: 5 }, 1)).toEqual({ limit: 'maximum' });
    expect(stepQuantity({ quantity: 1, stock: 0 }, 1)).toEqual({ limit: 'maximum' });
  });
  it('lets a line above the stock come down', () => {
    expect(stepQuantity({ quantity: 4, stock: 2 }, -1)).toEqual({ quantity: 3 });
    expect(stepQuantity({ quantity: 4, stock: 2 }, 1)).toEqual({ limit: 'maximum' });
  });
});

describe('hasPersonalisation', () => {
  it('is false for a plain line and true with any field', () => {
    expect(hasPersonalisation(line())).toBe(false);
    expect(hasPersonalisation(line({ pendants: [''] }))).toBe(false);
    expect(hasPersonalisation(line({ custom_letters: 'AB' }))).toBe(true);
    expect(hasPersonalisation(line({ pendants: ['Star'] }))).toBe(true);
    expect(hasPersonalisation(line({ inner_area: 'Left' }))).toBe(true);
  });
});

describe('showsSuggestions', () => {
  it('shows them under an empty or small cart', () => {
    expect([0, 1, 2, 3, 8].map(showsSuggestions)).toEqual([true, true, true, false, false]);
  });
});

describe("a visitor's checkout after their bag joined their account's", () => {
  const placed = [
    { id: 1, cart_id: 40 },
    { id: 2, cart_id: 41 },
    { id: 3, cart_id: 41 },
  ];
  it("orders the member's lines that took the ticked device lines", () => {
    expect(checkoutAfterMerge([2, 1, 3], { left_out: [], placed })).toEqual([
      { cart_id: 41 },
      { cart_id: 40 },
    ]);
  });
  it('orders nothing when a piece could not join, or a ticked line went nowhere', () => {
    const leftOut = {
      sku_id: 9,
      name: 'x',
      color_name: '',
      size: 'M',
      wanted: 2,
      added: 1,
      reason: 'stock' as const,
    };
    expect(checkoutAfterMerge([1], { left_out: [leftOut], placed })).toEqual([]);
    expect(checkoutAfterMerge([1, 7], { left_out: [], placed })).toEqual([]);
  });
});
