import type { Db } from '../../db/database';
import type { KnownSlugs } from './model';

type SlugTableName = 'category' | 'series' | 'season' | 'color' | 'promotion';

async function slugsOf(db: Db, table: SlugTableName): Promise<Set<string>> {
  const rows = await db.selectFrom(table).select('slug').execute();
  return new Set(rows.map((row) => row.slug));
}

/** The slugs and piece codes the shop already has, which a feed may use without defining. */
export async function knownSlugs(db: Db): Promise<KnownSlugs> {
  const [categories, series, seasons, colours, promotions, pieces, percents] = await Promise.all([
    slugsOf(db, 'category'),
    slugsOf(db, 'series'),
    slugsOf(db, 'season'),
    slugsOf(db, 'color'),
    slugsOf(db, 'promotion'),
    db.selectFrom('goods').select('sn').execute(),
    db.selectFrom('promotion').select(['slug', 'discount_percent']).execute(),
  ]);
  return {
    categories,
    series,
    seasons,
    colours,
    promotions,
    promotionPercents: new Map(percents.map((row) => [row.slug, row.discount_percent])),
    pieces: new Set(pieces.map((row) => row.sn)),
  };
}
