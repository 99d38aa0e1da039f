import type { Db } from '../../db/database';
import { indexPieces } from '../../search/piece-index';
import { writeWithVocabulary } from '../../search/shop-vocabulary';
import type { ImportContext, Reference } from './apply-context';

/** A category and every category below it, for each of the given ones. */
async function withDescendants(db: Db, categoryIds: readonly number[]): Promise<number[]> {
  if (!categoryIds.length) return [];
  const all = await db.selectFrom('category').select(['id', 'parent_id']).execute();
  const found = new Set(categoryIds);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of all) {
      if (c.parent_id !== null && found.has(c.parent_id) && !found.has(c.id)) {
        found.add(c.id);
        grew = true;
      }
    }
  }
  return [...found];
}

/** Pieces that name a renamed category (or one above theirs), series or colour. */
async function piecesNaming(db: Db, renamed: Reference['renamed']): Promise<number[]> {
  const categories = await withDescendants(db, renamed.categories);
  const { series, colours } = renamed;
  if (!categories.length && !series.length && !colours.length) return [];
  const rows = await db
    .selectFrom('goods')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('category_id', 'in', categories.length ? categories : [0]),
        eb('series_id', 'in', series.length ? series : [0]),
        eb(
          'id',
          'in',
          eb
            .selectFrom('goods_color')
            .select('goods_id')
            .where('color_id', 'in', colours.length ? colours : [0]),
        ),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Writes the search words of the pieces the import added or changed, and of the pieces that name
 * a category, series or colour it renamed, with the shop's vocabulary as the import leaves it.
 * Returns how many pieces' words changed.
 */
export async function refreshSearchIndex(ctx: ImportContext, ref: Reference): Promise<number> {
  const naming = await piecesNaming(ctx.db, ref.renamed);
  return writeWithVocabulary(ctx.db, (splitter) =>
    indexPieces(ctx.db, [...ctx.stale, ...naming], splitter),
  );
}
