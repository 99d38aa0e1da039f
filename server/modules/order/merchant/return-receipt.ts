import { followStock } from '../../../catalogue/sizes-in-stock';
import type { Db } from '../../../db/database';
import { writeAudit, type Actor } from '../../staff';
import { withHistory, type RefundRow } from '../lifecycle/refund-views';
import { OrderRefusal } from './refusal';

// A returned parcel at the warehouse: each piece goes back to stock, or is marked damaged and
// does not. A return refused after its parcel came back sends the pieces back to the shopper,
// so what went back to stock leaves it again.

/** Of one piece of a request, how many came back damaged. */
export interface DamagedPieces {
  line_id: number;
  quantity: number;
}

interface ReceivedLine {
  id: number;
  order_line_id: number;
  quantity: number;
  damaged: number;
  sku_id: number;
}

async function receivedLines(db: Db, refundId: number): Promise<ReceivedLine[]> {
  return db
    .selectFrom('refund_line')
    .innerJoin('order_line', 'order_line.id', 'refund_line.order_line_id')
    .select([
      'refund_line.id',
      'refund_line.order_line_id',
      'refund_line.quantity',
      'refund_line.damaged',
      'order_line.sku_id',
    ])
    .where('refund_line.refund_id', '=', refundId)
    .orderBy('order_line.sku_id')
    .execute();
}

/** A return agreed to (the shopper may have typed no tracking number) or on its way back. */
export function isReceivable(refund: RefundRow): boolean {
  return (
    refund.type === 'return' &&
    (refund.status === 'agreed' || refund.status === 'returning') &&
    refund.received_at === null
  );
}

function damagedByLine(lines: ReceivedLine[], damaged: readonly DamagedPieces[]) {
  const byLine = new Map<number, number>();
  for (const entry of damaged) {
    const line = lines.find((l) => l.order_line_id === entry.line_id);
    const valid = Number.isInteger(entry.quantity) && entry.quantity >= 0;
    if (!line || !valid || entry.quantity > line.quantity || byLine.has(entry.line_id)) {
      throw new OrderRefusal('invalid', 'afterSalesDamagedInvalid');
    }
    byLine.set(entry.line_id, entry.quantity);
  }
  return byLine;
}

/**
 * The warehouse received a return's parcel: the request is `returning` and received, waiting for
 * its refund; every piece not marked damaged goes back to stock. Of two staff receiving it at
 * once, the conditional update lets one through and the other is told.
 */
export async function receiveReturn(
  db: Db,
  actor: Actor,
  refund: RefundRow,
  damaged: readonly DamagedPieces[],
  now: number,
): Promise<void> {
  const refundNo = refund.refund_no;
  if (!isReceivable(refund))
    throw new OrderRefusal('conflict', 'afterSalesNotReceivable', { refundNo });
  const lines = await receivedLines(db, refund.id);
  const byLine = damagedByLine(lines, damaged);
  const moved = await db.transaction().execute(async (trx) => {
    const history =
      refund.status === 'agreed' ? withHistory(refund.history, 'returning', now) : refund.history;
    const changed = await trx
      .updateTable('refund')
      .set({ status: 'returning', history, received_at: now, updated_at: now })
      .where('id', '=', refund.id)
      .where('status', '=', refund.status)
      .where('received_at', 'is', null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    const restocked: Record<string, number> = {};
    for (const line of lines) {
      const broken = byLine.get(line.order_line_id) ?? 0;
      await trx
        .updateTable('refund_line')
        .set({ damaged: broken })
        .where('id', '=', line.id)
        .execute();
      const back = line.quantity - broken;
      if (back > 0) {
        await trx
          .updateTable('sku')
          .set((eb) => ({ stock: eb('stock', '+', back) }))
          .where('id', '=', line.sku_id)
          .execute();
      }
      restocked[String(line.order_line_id)] = back;
    }
    await followStock(
      trx,
      lines.map((line) => line.sku_id),
    );
    const damagedOf = Object.fromEntries(
      lines.map((l) => [l.order_line_id, byLine.get(l.order_line_id) ?? 0]),
    );
    await writeAudit(
      trx,
      actor,
      {
        action: 'aftersales.receive',
        recordType: 'refund',
        recordId: refundNo,
        before: { status: refund.status, received_at: null },
        after: { status: 'returning', received_at: now, restocked, damaged: damagedOf },
      },
      now,
    );
    return true;
  });
  if (!moved) throw new OrderRefusal('conflict', 'afterSalesDecidedMeanwhile', { refundNo });
}

/**
 * A received return being refused: the pieces that went back to stock leave it again, to go back
 * to the shopper; never below zero (refused when they have been sold since). Runs inside the
 * refusal's transaction; answers what left the stock, by order line.
 */
export async function takeBackRestocked(
  trx: Db,
  refund: RefundRow,
): Promise<Record<string, number>> {
  const taken: Record<string, number> = {};
  const moved: number[] = [];
  for (const line of await receivedLines(trx, refund.id)) {
    const back = line.quantity - line.damaged;
    if (back <= 0) continue;
    const changed = await trx
      .updateTable('sku')
      .set((eb) => ({ stock: eb('stock', '-', back) }))
      .where('id', '=', line.sku_id)
      .where('stock', '>=', back)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) {
      throw new OrderRefusal('conflict', 'afterSalesRestockSold', { refundNo: refund.refund_no });
    }
    taken[String(line.order_line_id)] = back;
    moved.push(line.sku_id);
  }
  await followStock(trx, moved);
  return taken;
}
