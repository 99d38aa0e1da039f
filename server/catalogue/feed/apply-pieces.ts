import type { Insertable } from 'kysely';
import type { GoodsTable } from '../../db/schema';
import {
  FEED_LANGS,
  problemAt,
  sameFields,
  type ImportContext,
  type Reference,
} from './apply-context';
import { writeColours, writePictures } from './apply-colours';
import type { ExistingChunk } from './apply-existing';
import { storeNewMasters } from './apply-masters';
import { matchSkus, writeSkus, type ChunkPiece } from './apply-skus';
import { insertGoods, updateGoods, upsertGoodsTexts } from './apply-writes';
import type { FeedPiece, FeedProblem } from './model';
import { said } from './problem-words';
import { UNKNOWN_SLUG, type SlugKind } from './slugs';

// One chunk of the feed's pieces: what the shop has of them is read first, then each table is
// compared with the feed and only what differs is written (in a plan, only counted).

/** The goods columns a feed sets. */
const GOODS_FIELDS = [
  'category_id',
  'series_id',
  'season_id',
  'promotion_id',
  'size_kind',
  'price',
  'original_price',
  'is_new',
  'on_sale',
  'sort',
] as const;
const TEXT_FIELDS = ['name', 'description', 'material', 'care'] as const;
/** The sn column's width in the shop. */
const SN_LENGTH = 32;

type GoodsValues = Required<Pick<Insertable<GoodsTable>, (typeof GOODS_FIELDS)[number]>>;

/**
 * What lists show of a piece: the lowest price among its SKUs, with that SKU's original price
 * (the first such SKU in the feed when several share it).
 */
function listPrice(piece: FeedPiece): { price: number; original_price: number } {
  let lowest: { price: number; original_price: number } | null = null;
  for (const sku of piece.colours.flatMap((c) => c.skus)) {
    if (!lowest || sku.price < lowest.price) {
      lowest = { price: sku.price, original_price: sku.originalPrice };
    }
  }
  return lowest ?? { price: 0, original_price: 0 };
}

/** What the shop cannot take of a piece, whatever the reader found right. */
function refusals(piece: FeedPiece, ref: Reference): FeedProblem[] {
  const problems: FeedProblem[] = [];
  const check = (kind: SlugKind, slug: string | null, column: string) => {
    const ids = ref.ids[kind];
    if (slug !== null && !ids.has(slug)) {
      problems.push(problemAt(piece.origin, column, said(UNKNOWN_SLUG[kind], { value: slug })));
    }
  };
  check('categories', piece.category, 'category');
  check('series', piece.series, 'series');
  check('seasons', piece.season, 'season');
  check('promotions', piece.promotion, 'promotion');
  for (const group of piece.colours) check('colours', group.colour, 'colour');
  const colours = piece.colours.map((c) => c.colour);
  const twice = colours.find((c, i) => colours.indexOf(c) !== i);
  if (twice !== undefined) {
    problems.push(
      problemAt(piece.origin, 'colour', said('colourTwice', { sn: piece.sn, colour: twice })),
    );
  }
  if (piece.sn.length > SN_LENGTH) {
    const words = said('tooLong', { value: piece.sn, max: SN_LENGTH });
    problems.push(problemAt(piece.origin, 'sn', words));
  }
  if (!piece.colours.some((c) => c.skus.length > 0)) {
    problems.push(problemAt(piece.origin, 'sku', said('noSku', { sn: piece.sn })));
  }
  return problems;
}

function goodsValues(piece: FeedPiece, ref: Reference): GoodsValues {
  const id = (ids: Map<string, number>, slug: string) => ids.get(slug) ?? 0;
  return {
    category_id: id(ref.ids.categories, piece.category),
    series_id: id(ref.ids.series, piece.series),
    season_id: id(ref.ids.seasons, piece.season),
    promotion_id: piece.promotion === null ? null : id(ref.ids.promotions, piece.promotion),
    size_kind: piece.sizeKind,
    ...listPrice(piece),
    is_new: piece.isNew ? 1 : 0,
    on_sale: piece.onSale ? 1 : 0,
    sort: piece.sort,
  };
}

/** Inserts the new pieces and updates those that differ; every piece of the chunk gets its id. */
async function writeGoods(
  ctx: ImportContext,
  ref: Reference,
  chunk: ChunkPiece[],
  changed: Set<string>,
) {
  const fresh: Insertable<GoodsTable>[] = [];
  const updated: (Insertable<GoodsTable> & { id: number })[] = [];
  for (const item of chunk) {
    const values = goodsValues(item.piece, ref);
    const { before } = item;
    if (!before) {
      fresh.push({ ...values, sn: item.piece.sn, sales: 0, created_at: ctx.now });
      continue;
    }
    item.id = before.goods.id;
    if (sameFields(before.goods, values, GOODS_FIELDS)) continue;
    changed.add(item.piece.sn);
    updated.push({ ...before.goods, ...values });
  }
  const ids = ctx.write ? await insertGoods(ctx.db, fresh) : new Map<string, number>();
  if (ctx.write) await updateGoods(ctx.db, updated);
  for (const item of chunk) {
    if (!item.before) item.id = ids.get(item.piece.sn) ?? ctx.placeholder();
    ctx.pieceIds.set(item.piece.sn, item.id);
  }
}

async function writeTexts(
  ctx: ImportContext,
  ref: Reference,
  chunk: ChunkPiece[],
  changed: Set<string>,
) {
  const rows = chunk.flatMap(({ piece, before, id }) =>
    FEED_LANGS.flatMap((lang) => {
      const wanted = {
        name: piece.name[lang],
        description: piece.description[lang],
        material: piece.material[lang],
        care: piece.care[lang],
      };
      const current = before?.texts.get(lang);
      if (current && sameFields(current, wanted, TEXT_FIELDS)) return [];
      if (before) changed.add(piece.sn);
      return [{ goods_id: id, lang, ...wanted }];
    }),
  );
  if (ctx.write) await upsertGoodsTexts(ctx.db, rows);
}

/**
 * Imports one chunk of pieces, given what the shop has of them (readExisting): check what the
 * shop cannot take, then write table by table. After a problem, the rest is only checked and
 * counted.
 */
export async function importChunk(
  ctx: ImportContext,
  ref: Reference,
  pieces: readonly FeedPiece[],
  existing: ExistingChunk,
): Promise<void> {
  const chunk: ChunkPiece[] = pieces.map((piece) => {
    const before = existing.pieces.get(piece.sn);
    return { piece, before, skus: matchSkus(piece, before, existing), id: 0 };
  });
  const problems = chunk.flatMap((c) => [...refusals(c.piece, ref), ...c.skus.problems]);
  if (problems.length) {
    ctx.problems.push(...problems);
    ctx.write = false;
  }
  await storeNewMasters(ctx, pieces, existing.storedMasters);
  const changed = new Set<string>();
  await writeGoods(ctx, ref, chunk, changed);
  await writeTexts(ctx, ref, chunk, changed);
  const colourIds = await writeColours(ctx, ref, chunk, changed);
  await writePictures(ctx, ref, chunk, colourIds, changed);
  await writeSkus(ctx, ref, chunk, colourIds);
  if (ctx.write) {
    for (const { piece, before, id } of chunk) {
      if (!before || changed.has(piece.sn)) ctx.stale.add(id);
    }
  }
  for (const { piece, before } of chunk) {
    const state = !before ? 'new' : changed.has(piece.sn) ? 'changed' : 'unchanged';
    ctx.summary.pieces[state] += 1;
  }
}
