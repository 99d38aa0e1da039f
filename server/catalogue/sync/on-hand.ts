import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';
import { inChunks } from '../feed/apply-context';
import { integerRows } from './values-rows';

// The catalogue's files give each SKU's quantity on hand; the shop sells what is left of it once
// open orders have their pieces. `sku.stock` is that sellable quantity: submitting an order takes
// its pieces off it and cancelling one gives them back (server/modules/order), so setting the
// quantity on hand writes `stock = on hand − held`, never below zero.

/** Orders that hold their pieces: placed, and neither shipped (the pieces left) nor cancelled. */
export const HOLDING_STATUSES = ['unpaid', 'paid'] as const;

export interface StockSeen {
  /** The sellable quantity as read. */
  stock: number;
  /** What open orders hold, read by the same statement as `stock`, so that the two agree. */
  held: number;
}

/** What may be sold of a quantity on hand. */
export function sellable(onHand: number, held: number): number {
  return Math.max(0, onHand - held);
}

/** The quantity on hand the shop counts: what it may sell and what open orders hold. */
export function onHandOf(seen: StockSeen): number {
  return seen.stock + seen.held;
}

/**
 * What open orders hold of the SKU of the query's `sku` row: a column to read with its stock, in
 * the same statement, so that the two agree. PostgreSQL answers a sum as text: read it as Number.
 */
export const heldOfSku = sql<number | string>`coalesce((
  select sum(order_line.quantity) from order_line
  join shop_order on shop_order.id = order_line.order_id
  where order_line.sku_id = sku.id and shop_order.status in (${sql.join(HOLDING_STATUSES)})
), 0)`;

/** Each SKU's sellable stock and what open orders hold of it, by SKU id. */
export async function readStock(db: Db, skuIds: readonly number[]) {
  const seen = new Map<number, StockSeen>();
  for (const part of inChunks(skuIds)) {
    const rows = await db
      .selectFrom('sku')
      .select(['sku.id', 'sku.stock', heldOfSku.as('held')])
      .where('sku.id', 'in', part)
      .execute();
    for (const row of rows) seen.set(row.id, { stock: row.stock, held: Number(row.held) });
  }
  return seen;
}

export interface OnHandTarget {
  skuId: number;
  onHand: number;
}

/**
 * Holds the SKUs' rows until the transaction ends, in ascending id order as a checkout takes
 * them (so that the two never wait on each other in a circle). On SQLite, one transaction
 * writes at a time and the caller's transaction holds that turn from its start.
 */
async function holdSkus(trx: Db, ids: readonly number[]): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx
    .selectFrom('sku')
    .select('id')
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Sets each SKU's quantity on hand: its stock becomes what open orders leave of it. Each SKU is
 * held before what orders hold of it is read, so that no order can be placed or cancelled
 * between that reading and the write (an order changes the stock of the SKUs it holds).
 * Answers the SKUs whose stock changed. Runs in the caller's transaction, or in its own.
 */
export async function setOnHand(db: Db, targets: readonly OnHandTarget[]): Promise<number[]> {
  if (!db.isTransaction) {
    return db.transaction().execute((trx) => setOnHand(trx, targets));
  }
  const changed: number[] = [];
  const ordered = [...targets].sort((a, b) => a.skuId - b.skuId);
  for (const part of inChunks(ordered, 500)) {
    const ids = part.map((t) => t.skuId);
    await holdSkus(db, ids);
    const seen = await readStock(db, ids);
    const writes: [number, number][] = [];
    for (const { skuId, onHand } of part) {
      const now = seen.get(skuId);
      if (!now) continue;
      const stock = sellable(onHand, now.held);
      if (stock !== now.stock) writes.push([skuId, stock]);
    }
    if (!writes.length) continue;
    await sql`
      update sku set stock = v.column2
      from ${integerRows(writes)}
      where sku.id = v.column1
    `.execute(db);
    changed.push(...writes.map(([skuId]) => skuId));
  }
  return changed;
}
