import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { sharedVersion } from '../db/shared-version';
import type { GoodsListingTable } from '../db/schema-search';
import { refreshSearchListing } from '../search/search-listing';

// goods_listing: what lists read of each piece on sale, one row under its category and one under
// each category above it (0: the whole shop). Written from the catalogue tables by every write
// that changes what a list shows: the feed's import, the prices file, `search reindex`.

type ListingRow = Selectable<GoodsListingTable>;

/** Pieces written together: a few queries each. */
const CHUNK = 500;
/** The whole shop's category in goods_listing. */
export const WHOLE_SHOP = 0;
/** Changes whenever a list changes: instances keep filter panels until then. */
export const listsVersion = sharedVersion('lists_version');

/** Each category with the categories above it, itself first, then 0. */
async function ancestry(db: Db): Promise<Map<number, number[]>> {
  const categories = await db.selectFrom('category').select(['id', 'parent_id']).execute();
  const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
  const lines = new Map<number, number[]>();
  for (const { id } of categories) {
    const line: number[] = [];
    for (let at: number | null | undefined = id; at != null && !line.includes(at);) {
      line.push(at);
      at = parentOf.get(at);
    }
    lines.set(id, [...line, WHOLE_SHOP]);
  }
  return lines;
}

export const spaced = (values: readonly (string | number)[]) =>
  values.length ? ` ${values.join(' ')} ` : ' ';

async function wantedRows(
  db: Db,
  goodsIds: readonly number[],
  lines: Map<number, number[]>,
): Promise<ListingRow[]> {
  const [goods, colours, sizes] = await Promise.all([
    db
      .selectFrom('goods')
      .select([
        'id',
        'category_id',
        'sort',
        'price',
        'sales',
        'created_at',
        'series_id',
        'season_id',
        'promotion_id',
      ])
      .where('id', 'in', goodsIds)
      .where('on_sale', '=', 1)
      .execute(),
    db
      .selectFrom('goods_color')
      .select(['goods_id', 'color_id'])
      .where('goods_id', 'in', goodsIds)
      .orderBy('goods_id')
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('sku')
      .select(['goods_id', 'size', (eb) => eb.fn.max('stock').as('most')])
      .where('goods_id', 'in', goodsIds)
      .groupBy(['goods_id', 'size'])
      .orderBy('goods_id')
      .orderBy('size')
      .execute(),
  ]);
  const coloursOf = new Map<number, number[]>();
  for (const c of colours)
    coloursOf.set(c.goods_id, [...(coloursOf.get(c.goods_id) ?? []), c.color_id]);
  const sizesOf = new Map<number, string[]>();
  const inStockOf = new Map<number, string[]>();
  for (const s of sizes) {
    sizesOf.set(s.goods_id, [...(sizesOf.get(s.goods_id) ?? []), s.size]);
    if (s.most > 0) inStockOf.set(s.goods_id, [...(inStockOf.get(s.goods_id) ?? []), s.size]);
  }
  return goods.flatMap((piece) =>
    (lines.get(piece.category_id) ?? [WHOLE_SHOP]).map((category) => ({
      category_id: category,
      goods_id: piece.id,
      sort: piece.sort,
      price: piece.price,
      sales: piece.sales,
      created_at: piece.created_at,
      series_id: piece.series_id,
      season_id: piece.season_id,
      promotion_id: piece.promotion_id,
      colours: spaced(coloursOf.get(piece.id) ?? []),
      sizes: spaced(sizesOf.get(piece.id) ?? []),
      sizes_in_stock: spaced(inStockOf.get(piece.id) ?? []),
    })),
  );
}

const key = (row: Pick<ListingRow, 'category_id' | 'goods_id'>) =>
  `${row.category_id}:${row.goods_id}`;

const FIELDS = [
  'sort',
  'price',
  'sales',
  'created_at',
  'series_id',
  'season_id',
  'promotion_id',
  'colours',
  'sizes',
  'sizes_in_stock',
] as const;

/** Writes one chunk's rows where they differ: none for a piece whose facts did not change. */
async function writeChunk(db: Db, goodsIds: readonly number[], lines: Map<number, number[]>) {
  const [wanted, had] = await Promise.all([
    wantedRows(db, goodsIds, lines),
    db.selectFrom('goods_listing').selectAll().where('goods_id', 'in', goodsIds).execute(),
  ]);
  const current = new Map(had.map((row) => [key(row), row]));
  const kept = new Set(wanted.map(key));
  const stale = new Set<number>();
  for (const row of had) if (!kept.has(key(row))) stale.add(row.goods_id);
  for (const row of wanted) {
    const before = current.get(key(row));
    if (!before || FIELDS.some((field) => before[field] !== row[field])) stale.add(row.goods_id);
  }
  if (!stale.size) return 0;
  const ids = [...stale];
  await db.deleteFrom('goods_listing').where('goods_id', 'in', ids).execute();
  const rows = wanted.filter((row) => stale.has(row.goods_id));
  for (let at = 0; at < rows.length; at += CHUNK) {
    await db
      .insertInto('goods_listing')
      .values(rows.slice(at, at + CHUNK))
      .execute();
  }
  await refreshSearchListing(db, ids);
  return ids.length;
}

/**
 * Brings the listing rows of the given pieces up to the catalogue: a piece on sale gets one row
 * per category of its line, a piece off sale (or gone) none. Returns how many pieces' rows changed.
 */
export async function refreshListing(db: Db, goodsIds: Iterable<number>): Promise<number> {
  const ids = [...new Set(goodsIds)].sort((a, b) => a - b);
  if (!ids.length) return 0;
  const lines = await ancestry(db);
  let changed = 0;
  for (let at = 0; at < ids.length; at += CHUNK) {
    changed += await writeChunk(db, ids.slice(at, at + CHUNK), lines);
  }
  // Every instance makes its filter panels again.
  if (changed) await listsVersion.record(db, randomUUID());
  return changed;
}

/** Every piece's listing rows again, from the catalogue tables. */
export async function rebuildListing(db: Db): Promise<number> {
  const ids = (await db.selectFrom('goods').select('id').execute()).map((g) => g.id);
  return refreshListing(db, ids);
}
