import { describe, expect, test } from 'vitest';
import { firstPiecesAmount, lineShares, piecesAmount } from './refund-shares';

/** A small deterministic generator, so a failure names a seed that repeats it. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

describe('sharing what was paid over the pieces', () => {
  test('shares the goods part in proportion to what each line was charged', () => {
    // ¥1,000 + ¥500 × 2, a ¥100 coupon and 5,000 points (¥100) off: ¥1,800 paid.
    const lines = [
      { id: 1, price: 1000_00, quantity: 1 },
      { id: 2, price: 500_00, quantity: 2 },
    ];
    expect(lineShares(1800_00, lines)).toEqual(
      new Map([
        [1, 900_00],
        [2, 900_00],
      ]),
    );
  });

  test('gives each line back its own share of a coupon that applied to some lines only', () => {
    // A bag at ¥10,000 and a scarf at ¥2,000; a 10% coupon on bags only takes ¥1,000 off the bag.
    const lines = [
      { id: 1, price: 10000_00, quantity: 1, coupon_fen: 1000_00 },
      { id: 2, price: 2000_00, quantity: 1, coupon_fen: 0 },
    ];
    expect(lineShares(11000_00, lines)).toEqual(
      new Map([
        [1, 9000_00],
        [2, 2000_00],
      ]),
    );
    // With a 5% member discount (¥600) and ¥104 of points off the ¥10,400 left.
    const paid = 11000_00 - 600_00 - 104_00;
    const shares = lineShares(paid, lines, 600_00);
    // Before points: bag 10,000 - 500 - 1,000 = 8,500; scarf 2,000 - 100 = 1,900; 1% of each.
    expect(shares).toEqual(
      new Map([
        [1, 8415_00],
        [2, 1881_00],
      ]),
    );
  });

  test('shares an order whose lines kept no coupon by what they were charged, as before', () => {
    const lines = [
      { id: 1, price: 1000_00, quantity: 1, coupon_fen: 0 },
      { id: 2, price: 500_00, quantity: 2, coupon_fen: 0 },
    ];
    expect(lineShares(1800_00, lines, 50_00)).toEqual(
      new Map([
        [1, 900_00],
        [2, 900_00],
      ]),
    );
  });

  test('gives the fen left over to the largest remainders, the earlier line on a tie', () => {
    const lines = [1, 2, 3].map((id) => ({ id, price: 100, quantity: 1 }));
    expect([...lineShares(100, lines).values()]).toEqual([34, 33, 33]);
    const uneven = [
      { id: 7, price: 333, quantity: 1 },
      { id: 8, price: 667, quantity: 1 },
    ];
    // 1 fen paid for ¥10: 0.333 and 0.667 → the larger remainder takes it.
    expect(lineShares(1, uneven)).toEqual(
      new Map([
        [7, 0],
        [8, 1],
      ]),
    );
  });

  test('rounds a part of a line up, and the last piece brings the line to its share', () => {
    expect(firstPiecesAmount(1000, 3, 1)).toBe(334);
    expect(firstPiecesAmount(1000, 3, 2)).toBe(667);
    expect(firstPiecesAmount(1000, 3, 3)).toBe(1000);
    expect(piecesAmount(1000, 3, { pieces: 1, amount: 334 }, 1)).toBe(333);
    expect(piecesAmount(1000, 3, { pieces: 2, amount: 667 }, 1)).toBe(333);
  });

  test('refunds exactly what was paid for the goods, whatever the order and the requests', () => {
    const next = random(20_261_129);
    for (let round = 0; round < 300; round += 1) {
      const lines = Array.from({ length: 1 + next(4) }, (_, i) => ({
        id: i + 1,
        price: 1 + next(900_000),
        quantity: 1 + next(5),
      }));
      const charged = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
      const paid = 1 + next(charged);
      const shares = lineShares(paid, lines);
      expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(paid);
      let refunded = 0;
      for (const line of lines) {
        const share = shares.get(line.id) ?? 0;
        // Requests of random sizes; some refused, giving their pieces back.
        const holding: { pieces: number; amount: number }[] = [];
        const held = () =>
          holding.reduce((t, h) => ({ pieces: t.pieces + h.pieces, amount: t.amount + h.amount }), {
            pieces: 0,
            amount: 0,
          });
        while (held().pieces < line.quantity) {
          const left = line.quantity - held().pieces;
          const pieces = 1 + next(left);
          const amount = piecesAmount(share, line.quantity, held(), pieces);
          expect(amount).toBeGreaterThanOrEqual(0);
          holding.push({ pieces, amount });
          if (next(4) === 0) holding.splice(next(holding.length), 1);
        }
        expect(held().amount).toBe(share);
        refunded += held().amount;
      }
      expect(refunded, `round ${round}`).toBe(paid);
    }
  });
});
