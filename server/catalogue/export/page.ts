import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { GoodsTable } from '../../db/schema';
import type { MasterType } from '../../media/masters';
import { inChunks } from '../feed/apply-context';
import { onHandOf, readStock } from '../sync/on-hand';

// One page of the catalogue, pieces in id order, read in a few queries whatever its size.

export interface PageSku {
  code: string;
  size: string;
  price: number;
  originalPrice: number;
  /** The quantity on hand: what may be sold and what open orders hold. */
  onHand: number;
}

export interface PageColour {
  colour: number;
  /** Its pictures' paths, the cover first. */
  pictures: string[];
  skus: PageSku[];
}

export interface PagePiece {
  goods: Selectable<GoodsTable>;
  texts: Map<string, { name: string; description: string; material: string; care: string }>;
  colours: PageColour[];
}

export interface StoredMasterInfo {
  contentType: MasterType;
}

export interface CataloguePage {
  pieces: PagePiece[];
  /** The masters of the page's pictures, by path; a path without a master is absent. */
  masters: Map<string, StoredMasterInfo>;
}

/** The pieces after `afterId`, up to `size` of them; none once the catalogue is read. */
export async function readPage(db: Db, afterId: number, size: number): Promise<CataloguePage> {
  const goods = await db
    .selectFrom('goods')
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(size)
    .execute();
  const ids = goods.map((g) => g.id);
  if (!ids.length) return { pieces: [], masters: new Map() };
  const [texts, colours, skus] = await Promise.all([
    db
      .selectFrom('goods_text')
      .select(['goods_id', 'lang', 'name', 'description', 'material', 'care'])
      .where('goods_id', 'in', ids)
      .where('lang', 'in', ['cn', 'en'])
      .execute(),
    db
      .selectFrom('goods_color')
      .select(['id', 'goods_id', 'color_id'])
      .where('goods_id', 'in', ids)
      .orderBy('goods_id')
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('sku')
      .select(['id', 'goods_color_id', 'code', 'size', 'price', 'original_price'])
      .where('goods_id', 'in', ids)
      .orderBy('goods_color_id')
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ]);
  const pieces = new Map<number, PagePiece>(
    goods.map((g) => [g.id, { goods: g, texts: new Map(), colours: [] }]),
  );
  for (const { goods_id: id, lang, ...text } of texts) pieces.get(id)?.texts.set(lang, text);
  const colourOf = new Map<number, PageColour>();
  for (const row of colours) {
    const colour: PageColour = { colour: row.color_id, pictures: [], skus: [] };
    colourOf.set(row.id, colour);
    pieces.get(row.goods_id)?.colours.push(colour);
  }
  const stock = await readStock(
    db,
    skus.map((s) => s.id),
  );
  for (const sku of skus) {
    const seen = stock.get(sku.id);
    colourOf.get(sku.goods_color_id)?.skus.push({
      code: sku.code,
      size: sku.size,
      price: sku.price,
      originalPrice: sku.original_price,
      onHand: seen ? onHandOf(seen) : 0,
    });
  }
  const paths = new Set<string>();
  for (const part of inChunks([...colourOf.keys()])) {
    const pictures = await db
      .selectFrom('picture')
      .select(['owner_id', 'path'])
      .where('owner', '=', 'goods_color')
      .where('owner_id', 'in', part)
      .orderBy('owner_id')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    for (const picture of pictures) {
      colourOf.get(picture.owner_id)?.pictures.push(picture.path);
      paths.add(picture.path);
    }
  }
  const masters = new Map<string, StoredMasterInfo>();
  for (const part of inChunks([...paths])) {
    const rows = await db
      .selectFrom('media_master')
      .select(['path', 'content_type'])
      .where('path', 'in', part)
      .execute();
    for (const row of rows) masters.set(row.path, { contentType: row.content_type });
  }
  return { pieces: [...pieces.values()], masters };
}
