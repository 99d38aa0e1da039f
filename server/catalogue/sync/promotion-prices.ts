import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { inChunks } from '../feed/apply-context';
import { refreshListing } from '../listing';
import { promotionalPrice } from '../promotion-price';
import { listPrices } from './list-prices';
import { integerRows } from './values-rows';

export interface RepricedSku {
  sku: string;
  goods_id: number;
  before: number;
  after: number;
}

/**
 * Sets the price of every SKU of these pieces by the promotion each piece is under now (or its
 * original price, under none), as the prices file requires it (promotion-price.ts); then what
 * lists show of them, their listing rows and search, and the lists' version, as a prices file
 * does, so that shoppers see it the same way. Answers the SKUs whose price changed.
 */
export async function pricePieces(db: Db, goodsIds: readonly number[]): Promise<RepricedSku[]> {
  const changed: RepricedSku[] = [];
  for (const part of inChunks([...new Set(goodsIds)], 500)) {
    const skus = await db
      .selectFrom('sku')
      .innerJoin('goods', 'goods.id', 'sku.goods_id')
      .leftJoin('promotion', 'promotion.id', 'goods.promotion_id')
      .select(['sku.id', 'sku.code', 'sku.goods_id', 'sku.price', 'sku.original_price'])
      .select('promotion.discount_percent')
      .where('sku.goods_id', 'in', part)
      .orderBy('sku.id')
      .execute();
    const differing = skus.flatMap((s) => {
      const after = promotionalPrice(s.original_price, s.discount_percent ?? 0);
      return after === s.price
        ? []
        : [{ id: s.id, sku: s.code, goods_id: s.goods_id, before: s.price, after }];
    });
    for (const rows of inChunks(differing, 500)) {
      await sql`
        update sku set price = v.column2
        from ${integerRows(rows.map((r) => [r.id, r.after, 0]))}
        where sku.id = v.column1
      `.execute(db);
    }
    changed.push(...differing.map(({ id: _id, ...rest }) => rest));
  }
  await listPrices(db, goodsIds);
  // A piece whose promotion changed but not its price: its listing rows name the promotion.
  await refreshListing(db, goodsIds);
  return changed;
}

/**
 * After a feed's promotions.csv is in: each promotion it added or changed has a new version (a
 * console editor opened before must be reloaded rather than put back what it read) and its
 * pieces are priced by its discount, those the feed's catalogue.csv does not list too (those it
 * lists were checked to be priced so already). Answers how many SKUs changed price.
 */
export async function feedPromotionsIn(db: Db, slugs: readonly string[]): Promise<number> {
  if (!slugs.length) return 0;
  const ids: number[] = [];
  for (const part of inChunks([...slugs], 500)) {
    const rows = await db
      .updateTable('promotion')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('slug', 'in', part)
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  if (!ids.length) return 0;
  const pieces = await db
    .selectFrom('goods')
    .select('id')
    .where('promotion_id', 'in', ids)
    .execute();
  return (
    await pricePieces(
      db,
      pieces.map((piece) => piece.id),
    )
  ).length;
}
