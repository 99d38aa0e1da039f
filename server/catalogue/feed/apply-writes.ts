import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, GoodsColorTable, GoodsTable, SkuTable } from '../../db/schema';
import { inChunks } from './apply-context';

// Batched writes. An UPDATE changes one row or sets one value for many; changed rows are
// written as `INSERT … ON CONFLICT (id) DO UPDATE`, which both databases run for a batch of rows
// that all exist, so a large import updates up to a thousand rows per statement.

/** Rows per statement: under both databases' parameter limits for the widest rows here (goods). */
const ROWS = 1000;

type Row<T extends keyof Database> = Insertable<Database[T]>;
type Existing<T> = Insertable<T> & { id: number };

export async function insertRows<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: readonly Row<T>[],
): Promise<void> {
  for (const part of inChunks(rows, ROWS)) {
    await db
      .insertInto(table)
      .values(part as never)
      .execute();
  }
}

/** Inserts goods, answering their ids by sn. */
export async function insertGoods(db: Db, rows: readonly Row<'goods'>[]) {
  const ids = new Map<string, number>();
  for (const part of inChunks(rows, ROWS)) {
    const inserted = await db.insertInto('goods').values(part).returning(['id', 'sn']).execute();
    for (const row of inserted) ids.set(row.sn, row.id);
  }
  return ids;
}

/** Inserts colours of goods, answering their ids by `goods_id|color_id`. */
export async function insertGoodsColours(db: Db, rows: readonly Row<'goods_color'>[]) {
  const ids = new Map<string, number>();
  for (const part of inChunks(rows, ROWS)) {
    const inserted = await db
      .insertInto('goods_color')
      .values(part)
      .returning(['id', 'goods_id', 'color_id'])
      .execute();
    for (const row of inserted) ids.set(`${row.goods_id}|${row.color_id}`, row.id);
  }
  return ids;
}

/** Writes the catalogue's columns of existing goods; their sales and creation stay. */
export async function updateGoods(db: Db, rows: readonly Existing<GoodsTable>[]) {
  for (const part of inChunks(rows, ROWS)) {
    await db
      .insertInto('goods')
      .values(part)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          category_id: eb.ref('excluded.category_id'),
          series_id: eb.ref('excluded.series_id'),
          season_id: eb.ref('excluded.season_id'),
          promotion_id: eb.ref('excluded.promotion_id'),
          size_kind: eb.ref('excluded.size_kind'),
          price: eb.ref('excluded.price'),
          original_price: eb.ref('excluded.original_price'),
          is_new: eb.ref('excluded.is_new'),
          on_sale: eb.ref('excluded.on_sale'),
          sort: eb.ref('excluded.sort'),
        })),
      )
      .execute();
  }
}

export async function updateGoodsColours(db: Db, rows: readonly Existing<GoodsColorTable>[]) {
  for (const part of inChunks(rows, ROWS)) {
    await db
      .insertInto('goods_color')
      .values(part)
      .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ sort: eb.ref('excluded.sort') })))
      .execute();
  }
}

/** Writes SKUs' code, place in their colour and prices; their stock is set on its own. */
export async function updateSkus(db: Db, rows: readonly Existing<SkuTable>[]) {
  for (const part of inChunks(rows, ROWS)) {
    await db
      .insertInto('sku')
      .values(part)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          code: eb.ref('excluded.code'),
          sort: eb.ref('excluded.sort'),
          price: eb.ref('excluded.price'),
          original_price: eb.ref('excluded.original_price'),
        })),
      )
      .execute();
  }
}

/** Inserts or replaces goods texts, one per goods and language. */
export async function upsertGoodsTexts(db: Db, rows: readonly Row<'goods_text'>[]) {
  for (const part of inChunks(rows, ROWS)) {
    await db
      .insertInto('goods_text')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['goods_id', 'lang']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          description: eb.ref('excluded.description'),
          material: eb.ref('excluded.material'),
          care: eb.ref('excluded.care'),
        })),
      )
      .execute();
  }
}

/** Empties the stock of SKUs the feed no longer lists. */
export async function setStockZero(db: Db, skuIds: readonly number[]) {
  for (const part of inChunks(skuIds)) {
    await db.updateTable('sku').set({ stock: 0 }).where('id', 'in', part).execute();
  }
}
