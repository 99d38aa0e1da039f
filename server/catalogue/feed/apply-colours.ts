import type { Insertable } from 'kysely';
import type { GoodsColorTable } from '../../db/schema';
import { inChunks, type ImportContext, type Reference } from './apply-context';
import { masterPath } from './apply-existing';
import type { ChunkPiece } from './apply-skus';
import { insertGoodsColours, insertRows, updateGoodsColours } from './apply-writes';

/** Where a piece's colour is kept: `goods_id|color_id`, the key of a goods_color row. */
export function colourKey(ref: Reference, goodsId: number, colour: string): string {
  return `${goodsId}|${ref.ids.colours.get(colour) ?? 0}`;
}

/**
 * Writes each piece's colours in feed order, and answers their ids by colourKey. A colour the
 * feed no longer lists stays (orders and bags name its SKUs); its SKUs' stock goes to 0.
 */
export async function writeColours(
  ctx: ImportContext,
  ref: Reference,
  chunk: ChunkPiece[],
  changed: Set<string>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const fresh: Insertable<GoodsColorTable>[] = [];
  const updated: (Insertable<GoodsColorTable> & { id: number })[] = [];
  for (const { piece, before, id: goodsId } of chunk) {
    for (const [sort, group] of piece.colours.entries()) {
      const colorId = ref.ids.colours.get(group.colour) ?? 0;
      const current = before?.colours.get(colorId);
      if (before && current?.sort !== sort) changed.add(piece.sn);
      if (!current) {
        fresh.push({ goods_id: goodsId, color_id: colorId, sort });
        continue;
      }
      ids.set(colourKey(ref, goodsId, group.colour), current.id);
      if (current.sort !== sort) {
        updated.push({ id: current.id, goods_id: goodsId, color_id: colorId, sort });
      }
    }
  }
  if (ctx.write) {
    for (const [key, id] of await insertGoodsColours(ctx.db, fresh)) ids.set(key, id);
    await updateGoodsColours(ctx.db, updated);
  } else {
    for (const row of fresh) ids.set(`${row.goods_id}|${row.color_id}`, ctx.placeholder());
  }
  return ids;
}

/** A colour's pictures are replaced by the feed's, in its order; a colour given none keeps its own. */
export async function writePictures(
  ctx: ImportContext,
  ref: Reference,
  chunk: ChunkPiece[],
  colourIds: Map<string, number>,
  changed: Set<string>,
): Promise<void> {
  const replaced: number[] = [];
  const rows: {
    owner: string;
    owner_id: number;
    sort: number;
    path: string;
    width: number;
    height: number;
  }[] = [];
  for (const { piece, before, id: goodsId } of chunk) {
    for (const group of piece.colours) {
      if (!group.pictures.length) continue;
      const owner = colourIds.get(colourKey(ref, goodsId, group.colour)) ?? 0;
      const wanted = group.pictures.map((p) => ({
        path: masterPath(p),
        width: p.width,
        height: p.height,
      }));
      const current = before?.pictures.get(owner) ?? [];
      const same =
        current.length === wanted.length &&
        wanted.every((p, i) => {
          const stored = current[i];
          return stored?.path === p.path && stored.width === p.width && stored.height === p.height;
        });
      if (same) continue;
      if (before) changed.add(piece.sn);
      replaced.push(owner);
      rows.push(
        ...wanted.map((p, sort) => ({ owner: 'goods_color', owner_id: owner, sort, ...p })),
      );
    }
  }
  if (!ctx.write) return;
  for (const part of inChunks(replaced)) {
    await ctx.db
      .deleteFrom('picture')
      .where('owner', '=', 'goods_color')
      .where('owner_id', 'in', part)
      .execute();
  }
  await insertRows(ctx.db, 'picture', rows);
}
