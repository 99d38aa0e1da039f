import { PostgresAdapter } from 'kysely';
import type { Db } from '../db/database';
import { refreshSearchListing } from '../search/search-listing';
import { spaced, WHOLE_SHOP } from './listing';

// A list filtered by size shows the pieces that have the size in stock, read from their listing
// rows' sizes_in_stock and the search rows made from them, never from their SKUs: every stock
// change brings them up to date in its own transaction, here. An import does it with the rest of
// the pieces' listing rows (listing.ts).

/** The listing rows of the given pieces whose sizes in stock differ from their SKUs' stock. */
async function movedPieces(db: Db, goodsIds: readonly number[]) {
  const [stocked, listed] = await Promise.all([
    db
      .selectFrom('sku')
      .select(['goods_id', 'size'])
      .distinct()
      .where('goods_id', 'in', goodsIds)
      .where('stock', '>', 0)
      .orderBy('goods_id')
      .orderBy('size')
      .execute(),
    db
      .selectFrom('goods_listing')
      .select(['goods_id', 'sizes_in_stock'])
      .where('category_id', '=', WHOLE_SHOP)
      .where('goods_id', 'in', goodsIds)
      .execute(),
  ]);
  const sizesOf = new Map<number, string[]>();
  for (const s of stocked) sizesOf.set(s.goods_id, [...(sizesOf.get(s.goods_id) ?? []), s.size]);
  return listed.flatMap((row) => {
    const wanted = spaced(sizesOf.get(row.goods_id) ?? []);
    return wanted === row.sizes_in_stock ? [] : [{ goodsId: row.goods_id, wanted }];
  });
}

/**
 * Brings the sizes in stock of the pieces of the given SKUs up to their stock, in the transaction
 * that changed it, after the change. PostgreSQL: the pieces are held first, in id order, so that
 * of two transactions moving the stock of one piece, the second reads the first's stock once it
 * is committed; every SKU a transaction changes is held before (their order stays the same).
 * No key update: a row referring to the piece (a new SKU) need not wait for it.
 */
export async function followStock(db: Db, skuIds: readonly number[]): Promise<void> {
  if (!skuIds.length) return;
  const pieces = await db
    .selectFrom('sku')
    .select('goods_id')
    .distinct()
    .where('id', 'in', [...new Set(skuIds)])
    .execute();
  const goodsIds = pieces.map((p) => p.goods_id).sort((a, b) => a - b);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db
      .selectFrom('goods')
      .select('id')
      .where('id', 'in', goodsIds)
      .orderBy('id')
      .forNoKeyUpdate()
      .execute();
  }
  const moved = await movedPieces(db, goodsIds);
  for (const { goodsId, wanted } of moved) {
    await db
      .updateTable('goods_listing')
      .set({ sizes_in_stock: wanted })
      .where('goods_id', '=', goodsId)
      .execute();
  }
  await refreshSearchListing(
    db,
    moved.map((m) => m.goodsId),
  );
}
