import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { inChunks } from '../feed/apply-context';
import { refreshListing } from '../listing';
import { integerRows } from './values-rows';

/**
 * Sets what lists show of each piece, as an import does: the lowest price among its SKUs, with
 * that SKU's original price (the first in the piece's order when several share it). Answers how
 * many pieces changed.
 */
export async function listPrices(db: Db, goodsIds: readonly number[]): Promise<number> {
  let changed = 0;
  for (const part of inChunks(goodsIds, 500)) {
    const skus = await db
      .selectFrom('sku')
      .innerJoin('goods_color', 'goods_color.id', 'sku.goods_color_id')
      .select(['sku.goods_id', 'sku.price', 'sku.original_price'])
      .where('sku.goods_id', 'in', part)
      .orderBy('sku.goods_id')
      .orderBy('goods_color.sort')
      .orderBy('sku.sort')
      .orderBy('sku.id')
      .execute();
    const lowest = new Map<number, { price: number; original: number }>();
    for (const sku of skus) {
      const best = lowest.get(sku.goods_id);
      if (!best || sku.price < best.price) {
        lowest.set(sku.goods_id, { price: sku.price, original: sku.original_price });
      }
    }
    if (!lowest.size) continue;
    const { rows: updated } = await sql<{ id: number }>`
      update goods set price = v.column2, original_price = v.column3
      from ${integerRows([...lowest].map(([id, p]) => [id, p.price, p.original]))}
      where goods.id = v.column1
        and (goods.price <> v.column2 or goods.original_price <> v.column3)
      returning goods.id
    `.execute(db);
    changed += updated.length;
    await refreshListing(
      db,
      updated.map((row) => row.id),
    );
  }
  return changed;
}
