import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, GoodsTable, SkuTable } from '../../db/schema';
import { storedPaths } from '../../media/masters';
import { heldOfSku } from '../sync/on-hand';
import { FEED_LANGS, inChunks } from './apply-context';
import type { FeedPicture, FeedPiece } from './model';

export type GoodsRow = Selectable<GoodsTable>;
export type GoodsTextRow = Selectable<Database['goods_text']>;

export interface ExistingSku extends Selectable<SkuTable> {
  /** Its colour's slug. */
  colour: string;
  /** What open orders hold of it, read with its stock (../sync/on-hand.ts). */
  held: number | string;
}

export interface StoredPictureRow {
  path: string;
  width: number;
  height: number;
}

/** A piece as the shop has it before the import. */
export interface ExistingPiece {
  goods: GoodsRow;
  texts: Map<string, GoodsTextRow>;
  /** Its colours by color_id. */
  colours: Map<number, { id: number; sort: number }>;
  skus: ExistingSku[];
  /** Each colour's pictures in order, by goods_color id. */
  pictures: Map<number, StoredPictureRow[]>;
}

/** What the shop holds of one chunk of the feed's pieces, read in a few queries. */
export interface ExistingChunk {
  pieces: Map<string, ExistingPiece>;
  /** SKUs anywhere in the shop holding a code the chunk lists. */
  skusByCode: Map<string, ExistingSku>;
  /** The sn of each piece those SKUs belong to, by goods id. */
  snOf: Map<number, string>;
  /** The chunk's picture paths that already have a master. */
  storedMasters: Set<string>;
}

/** Where a feed picture's master lives: named by its content, so a changed picture is new. */
export function masterPath(picture: FeedPicture): string {
  return `catalogue/${picture.hash.slice(0, 32)}`;
}

function skuQuery(db: Db) {
  return db
    .selectFrom('sku')
    .innerJoin('goods_color', 'goods_color.id', 'sku.goods_color_id')
    .innerJoin('color', 'color.id', 'goods_color.color_id')
    .selectAll('sku')
    .select(['color.slug as colour', heldOfSku.as('held')]);
}

async function readPieces(db: Db, sns: string[]): Promise<Map<string, ExistingPiece>> {
  const goods = (
    await Promise.all(
      inChunks(sns).map((part) =>
        db.selectFrom('goods').selectAll().where('sn', 'in', part).execute(),
      ),
    )
  ).flat();
  const pieces = new Map<number, ExistingPiece>();
  for (const row of goods) {
    pieces.set(row.id, {
      goods: row,
      texts: new Map(),
      colours: new Map(),
      skus: [],
      pictures: new Map(),
    });
  }
  const ids = [...pieces.keys()];
  if (!ids.length) return new Map();
  const [texts, colours, skus] = await Promise.all([
    db
      .selectFrom('goods_text')
      .selectAll()
      .where('goods_id', 'in', ids)
      .where('lang', 'in', FEED_LANGS)
      .execute(),
    db.selectFrom('goods_color').selectAll().where('goods_id', 'in', ids).execute(),
    skuQuery(db).where('sku.goods_id', 'in', ids).orderBy('sku.id').execute(),
  ]);
  for (const text of texts) pieces.get(text.goods_id)?.texts.set(text.lang, text);
  for (const colour of colours) {
    pieces.get(colour.goods_id)?.colours.set(colour.color_id, { id: colour.id, sort: colour.sort });
  }
  for (const sku of skus) pieces.get(sku.goods_id)?.skus.push(sku);
  const ownerOf = new Map(colours.map((colour) => [colour.id, colour.goods_id]));
  for (const part of inChunks([...ownerOf.keys()])) {
    const pictures = await db
      .selectFrom('picture')
      .select(['owner_id', 'path', 'width', 'height'])
      .where('owner', '=', 'goods_color')
      .where('owner_id', 'in', part)
      .orderBy('owner_id')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    for (const { owner_id: owner, ...picture } of pictures) {
      const piece = pieces.get(ownerOf.get(owner) ?? 0);
      piece?.pictures.set(owner, [...(piece.pictures.get(owner) ?? []), picture]);
    }
  }
  return new Map([...pieces.values()].map((piece) => [piece.goods.sn, piece]));
}

async function readSkusByCode(db: Db, codes: string[]) {
  const found = new Map<string, ExistingSku & { sn: string }>();
  for (const part of inChunks(codes)) {
    const rows = await skuQuery(db)
      .innerJoin('goods', 'goods.id', 'sku.goods_id')
      .select('goods.sn')
      .where('sku.code', 'in', part)
      .execute();
    for (const row of rows) found.set(row.code, row);
  }
  return found;
}

export async function readExisting(db: Db, pieces: readonly FeedPiece[]): Promise<ExistingChunk> {
  const codes = pieces.flatMap((p) => p.colours.flatMap((c) => c.skus.map((s) => s.sku)));
  const paths = [
    ...new Set(pieces.flatMap((p) => p.colours.flatMap((c) => c.pictures.map(masterPath)))),
  ];
  const existing = await readPieces(
    db,
    pieces.map((p) => p.sn),
  );
  // Most codes are the pieces' own SKUs, just read; only the others are looked for shop-wide.
  const skusByCode = new Map<string, ExistingSku>();
  const snOf = new Map<number, string>();
  for (const piece of existing.values()) {
    snOf.set(piece.goods.id, piece.goods.sn);
    for (const sku of piece.skus) skusByCode.set(sku.code, sku);
  }
  const elsewhere = await readSkusByCode(
    db,
    codes.filter((code) => !skusByCode.has(code)),
  );
  for (const [code, sku] of elsewhere) {
    skusByCode.set(code, sku);
    snOf.set(sku.goods_id, sku.sn);
  }
  const stored = await Promise.all(inChunks(paths).map((part) => storedPaths(db, part)));
  return {
    pieces: existing,
    skusByCode,
    snOf,
    storedMasters: new Set(stored.flatMap((set) => [...set])),
  };
}
