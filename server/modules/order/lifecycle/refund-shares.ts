// How an after-sales request's pieces are priced (docs/order-states.md "What a piece refunds").
// Pure and in integer fen: the goods part of what was paid is shared out over the order's lines
// as the order was priced, then each line's share over its pieces, so that refunding every
// piece, in any number of requests, refunds exactly the goods part of the paid amount.

export interface ShareLine {
  id: number;
  /** Unit price charged (after the promotion), in fen. */
  price: number;
  quantity: number;
  /** What of the order's coupon the line took (0 for orders placed before lines kept it). */
  coupon_fen?: number;
}

/**
 * What each line came to before points, scaled by the order's charged total so it stays whole:
 * its charged amount less its share of the member discount (taken off every line in proportion)
 * less the coupon the line itself took. An order whose lines kept no coupon had it taken off in
 * proportion too, so its lines weigh what they were charged.
 */
function lineWeights(lines: readonly ShareLine[], memberDiscount: number): bigint[] {
  const charged = lines.map((line) => BigInt(line.price) * BigInt(line.quantity));
  if (!lines.some((line) => (line.coupon_fen ?? 0) > 0)) return charged;
  const total = charged.reduce((sum, c) => sum + c, 0n);
  const afterMember = total - BigInt(Math.max(0, memberDiscount));
  return charged.map((c, index) => {
    const weight = c * afterMember - BigInt(lines[index]?.coupon_fen ?? 0) * total;
    return weight > 0n ? weight : 0n;
  });
}

/**
 * Each line's share of `goodsPaid` (the paid amount less the freight), in proportion to what
 * the line was charged less the coupon it took: the member discount and the points were taken
 * off the order in proportion to what the lines were charged, a coupon only off the lines it
 * applies to, each by the share kept on the line (`coupon_fen`). Whole fen by the largest remainder: each line gets the floor of its
 * exact share, and the fen left over go one each to the lines with the largest remainders (the
 * earlier line on a tie), so the shares always add up to `goodsPaid`.
 */
export function lineShares(
  goodsPaid: number,
  lines: readonly ShareLine[],
  memberDiscount = 0,
): Map<number, number> {
  const shares = new Map<number, number>();
  if (!lines.length) return shares;
  const charged = lineWeights(lines, memberDiscount);
  const anyCharged = charged.some((c) => c > 0n);
  // Goods given away entirely share by their number of pieces.
  const weights = anyCharged ? charged : lines.map((line) => BigInt(line.quantity));
  const total = weights.reduce((sum, w) => sum + w, 0n);
  const paid = BigInt(Math.max(0, goodsPaid));
  const exact = weights.map((w, index) => ({
    index,
    floor: total > 0n ? (paid * w) / total : 0n,
    rest: total > 0n ? (paid * w) % total : 0n,
  }));
  let left = paid - exact.reduce((sum, e) => sum + e.floor, 0n);
  const byRest = [...exact].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : 0));
  for (const entry of byRest) {
    if (left <= 0n) break;
    entry.floor += 1n;
    left -= 1n;
  }
  exact.forEach((entry) => {
    const line = lines[entry.index];
    if (line) shares.set(line.id, Number(entry.floor));
  });
  return shares;
}

/** What the first `pieces` of a line refund in all: its share over its pieces, rounded up. */
export function firstPiecesAmount(share: number, ordered: number, pieces: number): number {
  if (ordered <= 0 || pieces <= 0) return 0;
  if (pieces >= ordered) return share;
  const exact = BigInt(share) * BigInt(pieces);
  const whole = exact / BigInt(ordered);
  return Number(exact % BigInt(ordered) === 0n ? whole : whole + 1n);
}

/**
 * What `pieces` more of a line refund, when `takenPieces` of it are already in requests that
 * refunded or may refund `takenAmount`: the running total for the pieces taken after this
 * request, less what those requests already account for. Requests telescope, so the last piece
 * brings the line's total to exactly its share; never below zero.
 */
export function piecesAmount(
  share: number,
  ordered: number,
  taken: { pieces: number; amount: number },
  pieces: number,
): number {
  const upTo = firstPiecesAmount(share, ordered, taken.pieces + pieces);
  return Math.max(0, upTo - taken.amount);
}
