import { describe, expect, it } from 'vitest';
import {
  emptyGuestBag,
  guestBagNum,
  parseGuestBag,
  withAddedLine,
  withEditedLine,
  withoutLines,
} from './guest-bag';

const plain = {
  custom_letters: '',
  custom_position: '',
  letter_color: '',
  number_color: '',
  pendants: [],
  inner_area: '',
};
const initials = {
  ...plain,
  custom_letters: 'AB',
  custom_position: 'corner',
  letter_color: 'gold',
};

describe("a visitor's device bag", () => {
  it('adds to the line of the same piece and personalisation, or a new line on top', () => {
    let bag = emptyGuestBag();
    const first = withAddedLine(bag, 11, 1, plain);
    bag = first.bag;
    const personal = withAddedLine(bag, 11, 1, initials);
    bag = personal.bag;
    const again = withAddedLine(
      withEditedLine(bag, first.id, { selected: false }).bag,
      11,
      2,
      plain,
    );
    bag = again.bag;
    expect(again.id).toBe(first.id);
    expect(personal.id).not.toBe(first.id);
    expect(bag.lines.map((l) => [l.id, l.quantity, l.selected])).toEqual([
      [personal.id, 1, true],
      [first.id, 3, true],
    ]);
    expect(guestBagNum(bag)).toBe(4);
  });

  it('merges a line moved onto the colour and size of another, keeping one line', () => {
    let bag = emptyGuestBag();
    const a = withAddedLine(bag, 11, 1, plain);
    const b = withAddedLine(a.bag, 12, 2, plain);
    const c = withAddedLine(b.bag, 12, 1, initials);
    bag = c.bag;
    const moved = withEditedLine(bag, a.id, { sku_id: 12, quantity: 3 });
    expect(moved.id).toBe(b.id);
    expect(moved.bag.lines.map((l) => [l.id, l.sku_id, l.quantity])).toEqual([
      [c.id, 12, 1],
      [b.id, 12, 5],
    ]);
    const unknown = withEditedLine(bag, 999, { quantity: 5 });
    expect(unknown.bag).toBe(bag);
    expect(withoutLines(bag, [a.id, c.id]).lines.map((l) => l.id)).toEqual([b.id]);
  });

  it('reads back what it wrote, and starts afresh from anything unreadable', () => {
    const { bag } = withAddedLine(emptyGuestBag(), 5, 2, { ...initials, pendants: ['tassel'] });
    const read = parseGuestBag(JSON.stringify(bag));
    expect(read).toEqual(bag);
    expect(withAddedLine(read, 6, 1, plain).id).toBe(bag.nextId);
    for (const stored of [null, '', '{', '[]', '{"bagId":1,"lines":[]}', 'null']) {
      const fresh = parseGuestBag(stored);
      expect(fresh.lines).toEqual([]);
      expect(fresh.bagId).toMatch(/^[0-9a-f]{32}$/);
    }
    const damaged = parseGuestBag(
      JSON.stringify({
        bagId: 'kept-id-1',
        nextId: 1,
        lines: [{ id: 4, sku_id: 2, quantity: 1 }, { id: 'x' }, { id: 5, sku_id: 3, quantity: -1 }],
      }),
    );
    expect(damaged.lines.map((l) => l.id)).toEqual([4]);
    expect(damaged.nextId).toBe(5);
  });

  it('gives each new bag an id of its own', () => {
    expect(emptyGuestBag().bagId).not.toBe(emptyGuestBag().bagId);
  });
});
