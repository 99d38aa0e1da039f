import { sql } from 'kysely';
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

/** Rounds of writing before giving up on SKUs whose orders keep changing under the write. */
const MAX_ROUNDS = 20;

/**
 * Sets each SKU's quantity on hand: its stock becomes what open orders leave of it. A row is
 * written only if its stock is still the one read with what orders hold; an order placed or
 * cancelled in between changed it, so that SKU is read and written again. Answers how many
 * SKUs' stock changed.
 */
export async function setOnHand(
  db: Db,
  targets: readonly OnHandTarget[],
  seenBefore?: ReadonlyMap<number, StockSeen>,
): Promise<number> {
  let pending = [...targets];
  let seen =
    seenBefore ??
    (await readStock(
      db,
      pending.map((t) => t.skuId),
    ));
  let changed = 0;
  for (let round = 0; pending.length > 0; round += 1) {
    if (round === MAX_ROUNDS) throw new Error('stock kept changing under the write: try again');
    const writes = pending.flatMap(({ skuId, onHand }) => {
      const now = seen.get(skuId);
      if (!now) return [];
      const stock = sellable(onHand, now.held);
      return stock === now.stock ? [] : [{ skuId, seen: now.stock, stock }];
    });
    const written = new Set<number>();
    for (const part of inChunks(writes, 500)) {
      const { rows } = await sql<{ id: number }>`
        update sku set stock = v.column3
        from ${integerRows(part.map((w) => [w.skuId, w.seen, w.stock]))}
        where sku.id = v.column1 and sku.stock = v.column2
        returning sku.id
      `.execute(db);
      for (const row of rows) written.add(row.id);
    }
    changed += written.size;
    const retry = new Set(writes.filter((w) => !written.has(w.skuId)).map((w) => w.skuId));
    pending = pending.filter((t) => retry.has(t.skuId));
    if (pending.length) seen = await readStock(db, [...retry]);
  }
  return changed;
}
