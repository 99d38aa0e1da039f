import type { Insertable } from 'kysely';
import type { SkuTable } from '../../db/schema';
import { problemAt, sameFields, type ImportContext, type Reference } from './apply-context';
import { colourKey } from './apply-colours';
import type { ExistingChunk, ExistingPiece, ExistingSku } from './apply-existing';
import { insertRows, setStockZero, updateSkus } from './apply-writes';
import type { FeedPiece, FeedProblem, FeedSku } from './model';
import { said, type ProblemWords } from './problem-words';
import { sellable, setOnHand, type OnHandTarget } from '../sync/on-hand';

/** The size column's width in the shop. */
const SIZE_LENGTH = 8;

export interface SkuMatch {
  sku: FeedSku;
  colour: string;
  /** Its place among its colour's SKUs. */
  sort: number;
  /** The shop's SKU it updates; null for a new one. */
  existing: ExistingSku | null;
}

export interface PieceSkus {
  matches: SkuMatch[];
  /** The piece's SKUs the feed no longer lists that still have stock: their stock goes to 0. */
  emptied: ExistingSku[];
  problems: FeedProblem[];
}

/** A piece of the chunk being imported, with what the shop has of it. */
export interface ChunkPiece {
  piece: FeedPiece;
  before: ExistingPiece | undefined;
  skus: PieceSkus;
  /** Its goods id once written (in a plan, negative for a new piece). */
  id: number;
}

/**
 * The SKU columns a feed sets, besides its piece, colour and size, which never change, and its
 * stock, which is the quantity on hand less what open orders hold (../sync/on-hand.ts).
 */
const SKU_FIELDS = ['code', 'sort', 'price', 'original_price'] as const;

const placeOf = (colour: string, size: string) => `${colour}|${size}`;

/**
 * Pairs a piece's SKUs in the feed with the shop's. A SKU is found by its code, or else by its
 * colour and size when the SKU there has a code the feed does not list for the piece (the feed
 * renamed it). Orders name SKUs, so a SKU never moves to another piece, colour or size: the feed
 * must give a new code for that.
 */
export function matchSkus(
  piece: FeedPiece,
  before: ExistingPiece | undefined,
  { skusByCode, snOf }: Pick<ExistingChunk, 'skusByCode' | 'snOf'>,
): PieceSkus {
  const problems: FeedProblem[] = [];
  const matches: SkuMatch[] = [];
  const listed = new Set(piece.colours.flatMap((c) => c.skus.map((s) => s.sku)));
  const atPlace = new Map((before?.skus ?? []).map((s) => [placeOf(s.colour, s.size), s]));
  const places = new Set<string>();
  for (const group of piece.colours) {
    for (const [sort, sku] of group.skus.entries()) {
      const place = placeOf(group.colour, sku.size);
      const refuse = (column: string, words: ProblemWords) =>
        problems.push(problemAt({ file: piece.origin.file, line: sku.line }, column, words));
      const owner = skusByCode.get(sku.sku);
      if (places.has(place)) {
        refuse(
          'size',
          said('colourSizeTwice', { sn: piece.sn, colour: group.colour, size: sku.size }),
        );
      } else if (sku.size.length > SIZE_LENGTH) {
        refuse('size', said('tooLong', { value: sku.size, max: SIZE_LENGTH }));
      } else if (owner && owner.goods_id !== before?.goods.id) {
        const other = snOf.get(owner.goods_id) ?? '';
        refuse('sku', said('skuOtherPiece', { sku: sku.sku, owner: other }));
      } else if (owner && (owner.colour !== group.colour || owner.size !== sku.size)) {
        const { colour, size } = owner;
        refuse('sku', said('skuKeepsPlace', { sku: sku.sku, sn: piece.sn, colour, size }));
      } else {
        const renamed = atPlace.get(place);
        const existing = owner ?? (renamed && !listed.has(renamed.code) ? renamed : null);
        matches.push({ sku, colour: group.colour, sort, existing });
      }
      places.add(place);
    }
  }
  const matched = new Set(matches.flatMap((m) => (m.existing ? [m.existing.id] : [])));
  const emptied = (before?.skus ?? []).filter((s) => !matched.has(s.id) && s.stock > 0);
  return { matches, emptied, problems };
}

/**
 * Inserts the new SKUs, updates those that differ, and empties those no longer listed. A known
 * SKU's stock is set from the feed's quantity on hand less what open orders hold of it.
 */
export async function writeSkus(
  ctx: ImportContext,
  ref: Reference,
  chunk: ChunkPiece[],
  colourIds: Map<string, number>,
): Promise<void> {
  const fresh: Insertable<SkuTable>[] = [];
  const updated: (Insertable<SkuTable> & { id: number })[] = [];
  const onHand: OnHandTarget[] = [];
  const emptied: number[] = [];
  const counts = ctx.summary.skus;
  for (const { skus, id: goodsId } of chunk) {
    for (const { sku, colour, sort, existing } of skus.matches) {
      const values = {
        goods_id: goodsId,
        goods_color_id: colourIds.get(colourKey(ref, goodsId, colour)) ?? 0,
        code: sku.sku,
        size: sku.size,
        sort,
        price: sku.price,
        original_price: sku.originalPrice,
        stock: sku.stock,
      };
      if (!existing) {
        counts.new += 1;
        fresh.push(values);
        ctx.restocked.add(goodsId);
        continue;
      }
      const seen = { stock: existing.stock, held: Number(existing.held) };
      const sameStock = sellable(sku.stock, seen.held) === seen.stock;
      const sameRest = sameFields(existing, values, SKU_FIELDS);
      if (!sameRest) updated.push({ ...values, stock: seen.stock, id: existing.id });
      if (!sameStock) {
        onHand.push({ skuId: existing.id, onHand: sku.stock });
        ctx.restocked.add(goodsId);
      }
      if (sameRest && sameStock) counts.unchanged += 1;
      else counts.changed += 1;
    }
    counts.emptied += skus.emptied.length;
    if (skus.emptied.length) ctx.restocked.add(goodsId);
    emptied.push(...skus.emptied.map((s) => s.id));
  }
  if (!ctx.write) return;
  await updateSkus(ctx.db, updated);
  await setOnHand(ctx.db, onHand);
  await insertRows(ctx.db, 'sku', fresh);
  await setStockZero(ctx.db, emptied);
}
