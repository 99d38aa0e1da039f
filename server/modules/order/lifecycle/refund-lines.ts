import { CODE_INVALID_INPUT } from '../../../../contract/call';
import type {
  PlacedLineView,
  RefundItemInput,
  RefundPiece,
  RefundQuote,
} from '../../../../contract/order';
import type { Db } from '../../../db/database';
import { BusinessError } from '../../../errors';
import type { MessageKey } from '../../../messages';
import { lineShares, piecesAmount } from './refund-shares';
import { OPEN_REFUND_STATUSES, type OrderRow } from './rules';

// The pieces of after-sales requests: what is already taken from each order line, what some more
// pieces refund, and the pieces of a request as the shopper reads them.

/** Requests in these states hold their pieces: open ones, and those refunded. */
const HOLDING_STATUSES: readonly string[] = [...OPEN_REFUND_STATUSES, 'refunded'];

export interface Taken {
  pieces: number;
  amount: number;
  /** Of `pieces`, those held by requests still open (a refusal would give them back). */
  open: number;
}

export interface OrderTaken {
  byLine: Map<number, Taken>;
  /** Freight already in a request that holds its pieces. */
  freight: number;
}

const NOTHING_TAKEN: Taken = { pieces: 0, amount: 0, open: 0 };

/** The refund lines of some requests, by request id. */
export async function loadRefundLines(
  db: Db,
  refundIds: number[],
): Promise<Map<number, { order_line_id: number; quantity: number; amount: number }[]>> {
  const byRefund = new Map<number, { order_line_id: number; quantity: number; amount: number }[]>();
  if (!refundIds.length) return byRefund;
  const rows = await db
    .selectFrom('refund_line')
    .select(['refund_id', 'order_line_id', 'quantity', 'amount'])
    .where('refund_id', 'in', refundIds)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const line = { order_line_id: row.order_line_id, quantity: row.quantity, amount: row.amount };
    byRefund.set(row.refund_id, [...(byRefund.get(row.refund_id) ?? []), line]);
  }
  return byRefund;
}

/** What the requests of some orders that hold their pieces have taken, by order. */
export async function loadTaken(db: Db, orderIds: number[]): Promise<Map<number, OrderTaken>> {
  const byOrder = new Map<number, OrderTaken>();
  if (!orderIds.length) return byOrder;
  const refunds = await db
    .selectFrom('refund')
    .select(['id', 'order_id', 'amount', 'status'])
    .where('order_id', 'in', orderIds)
    .where('type', 'in', ['refund', 'return'])
    .where('status', 'in', [...HOLDING_STATUSES])
    .execute();
  const lines = await loadRefundLines(
    db,
    refunds.map((r) => r.id),
  );
  for (const refund of refunds) {
    const taken = byOrder.get(refund.order_id) ?? { byLine: new Map<number, Taken>(), freight: 0 };
    const own = lines.get(refund.id) ?? [];
    const open = refund.status === 'refunded' ? 0 : 1;
    for (const line of own) {
      const before = taken.byLine.get(line.order_line_id) ?? NOTHING_TAKEN;
      taken.byLine.set(line.order_line_id, {
        pieces: before.pieces + line.quantity,
        amount: before.amount + line.amount,
        open: before.open + open * line.quantity,
      });
    }
    if (own.length) taken.freight += refund.amount - own.reduce((sum, l) => sum + l.amount, 0);
    byOrder.set(refund.order_id, taken);
  }
  return byOrder;
}

const refuse = (key: MessageKey) => new BusinessError(CODE_INVALID_INPUT, key);

/**
 * What the pieces asked for refund, line by line, as the order was priced; the freight comes
 * with the pieces that leave nothing of the order unasked for. Refuses a line of another order
 * and more pieces than are left.
 */
export async function quoteRefund(
  db: Db,
  order: OrderRow,
  items: readonly RefundItemInput[],
): Promise<RefundQuote> {
  const lines = await db
    .selectFrom('order_line')
    .select(['id', 'price', 'quantity', 'coupon_fen'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const taken = (await loadTaken(db, [order.id])).get(order.id) ?? {
    byLine: new Map<number, Taken>(),
    freight: 0,
  };
  const shares = lineShares(order.pay_amount - order.freight, lines, order.member_discount);
  const quoted = items.map((item) => {
    const line = lines.find((l) => l.id === item.line_id);
    if (!line) throw refuse('refundLineUnknown');
    const before = taken.byLine.get(line.id) ?? NOTHING_TAKEN;
    const left = line.quantity - before.pieces;
    if (item.quantity > left) {
      // More than is left because a request in progress holds them (a page from before it, or
      // the same pieces sent twice): say so, rather than only that there are too many.
      const held = item.quantity <= left + before.open;
      throw refuse(held ? 'refundOpenAlready' : 'refundQuantityTooHigh');
    }
    const share = shares.get(line.id) ?? 0;
    return {
      line_id: line.id,
      quantity: item.quantity,
      amount: piecesAmount(share, line.quantity, before, item.quantity),
    };
  });
  const everything = lines.every((line) => {
    const asked = quoted.find((q) => q.line_id === line.id)?.quantity ?? 0;
    return (taken.byLine.get(line.id)?.pieces ?? 0) + asked >= line.quantity;
  });
  const freight = everything ? Math.max(0, order.freight - taken.freight) : 0;
  const amount = quoted.reduce((sum, q) => sum + q.amount, freight);
  return { lines: quoted, freight, amount };
}

/** The pieces of a request, named as the order's lines are. */
export function toPieces(
  refundLines: readonly { order_line_id: number; quantity: number; amount: number }[],
  orderLines: readonly PlacedLineView[],
): RefundPiece[] {
  return refundLines.map((line) => {
    const view = orderLines.find((l) => l.line_id === line.order_line_id);
    return {
      line_id: line.order_line_id,
      goods_id: view?.goods_id ?? 0,
      name: view?.name ?? '',
      color_name: view?.color_name ?? '',
      size: view?.size ?? '',
      picture: view?.picture ?? null,
      quantity: line.quantity,
      amount: line.amount,
    };
  });
}
