import type { SelectQueryBuilder } from 'kysely';
import type { ScreenData, ScreenOption } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Lang } from '../../lib/lang';
import { langsFor, namesOf, pickTexts } from './texts';

/** A list's rows of goods_listing (or search_listing read under its name) before paging. */
export type ListingQuery = SelectQueryBuilder<Database, 'goods_listing', object>;

const SIZE_ORDER = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

export function compareSizes(a: string, b: string): number {
  const ai = SIZE_ORDER.indexOf(a);
  const bi = SIZE_ORDER.indexOf(b);
  if (ai >= 0 && bi >= 0) return ai - bi;
  if (ai >= 0 || bi >= 0) return ai >= 0 ? -1 : 1;
  const an = Number(a);
  const bn = Number(b);
  if (!Number.isNaN(an) && !Number.isNaN(bn)) return an - bn;
  return a.localeCompare(b);
}

async function named(
  db: Db,
  table: 'series_text' | 'season_text' | 'promotion_text',
  owner: 'series_id' | 'season_id' | 'promotion_id',
  ids: number[],
  lang: Lang,
): Promise<ScreenOption[]> {
  const names = await namesOf(db, table, owner, ids, lang);
  return ids.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ id: String(id), name }];
  });
}

/** The values of space-separated lists (goods_listing's colours and sizes), each once. */
function spreadOf(lists: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const values of lists)
    for (const value of values.trim().split(' ')) if (value) found.add(value);
  return [...found];
}

const idsOf = (values: Iterable<number | null>) =>
  [...new Set(values)].filter((v): v is number => v !== null).sort((a, b) => a - b);

/**
 * The filter choices (spec §3 screenData) offered by the goods of a category or search: read
 * from their listing rows in one pass, whatever the number of goods (a search's matches are
 * found once, not once per filter).
 */
export async function loadScreenData(db: Db, base: ListingQuery, lang: Lang): Promise<ScreenData> {
  const kinds = await base
    .select([
      'goods_listing.series_id',
      'goods_listing.season_id',
      'goods_listing.promotion_id',
      'goods_listing.colours',
      'goods_listing.sizes',
    ])
    .distinct()
    .execute();
  const seriesIds = idsOf(kinds.map((k) => k.series_id));
  const seasonIds = idsOf(kinds.map((k) => k.season_id));
  const promotionIds = idsOf(kinds.map((k) => k.promotion_id));
  const colourIds = spreadOf(kinds.map((k) => k.colours));
  const sizes = spreadOf(kinds.map((k) => k.sizes));
  const [series, season, promotion, colors] = await Promise.all([
    named(db, 'series_text', 'series_id', seriesIds, lang),
    named(db, 'season_text', 'season_id', seasonIds, lang),
    named(db, 'promotion_text', 'promotion_id', promotionIds, lang),
    colourIds.length
      ? db
          .selectFrom('color')
          .innerJoin('color_text', 'color_text.color_id', 'color.id')
          .select(['color.id', 'color.hex', 'color.sort', 'color_text.lang', 'color_text.name'])
          .where('color_text.lang', 'in', langsFor(lang))
          .where('color.id', 'in', colourIds.map(Number))
          .execute()
      : [],
  ]);
  const colorRows = [...pickTexts(colors, (c) => c.id, lang).values()].sort(
    (a, b) => a.sort - b.sort,
  );
  return {
    series,
    season,
    promotion,
    color: colorRows.map((c) => ({ id: String(c.id), name: c.name, hex: c.hex })),
    size: sizes.sort(compareSizes).map((size) => ({ id: size, name: size })),
  };
}
