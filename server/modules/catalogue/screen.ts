import type { SelectQueryBuilder } from 'kysely';
import type { ScreenData, ScreenOption } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Lang } from '../../lib/lang';
import { langsFor, namesOf, pickTexts } from './texts';

type GoodsQuery = SelectQueryBuilder<Database, 'goods', object>;

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

/**
 * The filter choices (spec §3 screenData) offered by the goods of a category or search: read
 * with the list's own conditions as a subquery, whatever the number of goods.
 */
export async function loadScreenData(db: Db, base: GoodsQuery, lang: Lang): Promise<ScreenData> {
  const scope = () => base.select('goods.id');
  const distinctOf = async (column: 'series_id' | 'season_id' | 'promotion_id') => {
    const rows = await base.select(`goods.${column} as value`).distinct().execute();
    return rows
      .map((r) => r.value)
      .filter((v): v is number => v !== null)
      .sort((a, b) => a - b);
  };
  const [seriesIds, seasonIds, promotionIds, colors, sizes] = await Promise.all([
    distinctOf('series_id'),
    distinctOf('season_id'),
    distinctOf('promotion_id'),
    db
      .selectFrom('color')
      .innerJoin('color_text', 'color_text.color_id', 'color.id')
      .select(['color.id', 'color.hex', 'color.sort', 'color_text.lang', 'color_text.name'])
      .where('color_text.lang', 'in', langsFor(lang))
      .where(
        'color.id',
        'in',
        db.selectFrom('goods_color').select('color_id').where('goods_id', 'in', scope()),
      )
      .execute(),
    db.selectFrom('sku').select('size').distinct().where('goods_id', 'in', scope()).execute(),
  ]);
  const [series, season, promotion] = await Promise.all([
    named(db, 'series_text', 'series_id', seriesIds, lang),
    named(db, 'season_text', 'season_id', seasonIds, lang),
    named(db, 'promotion_text', 'promotion_id', promotionIds, lang),
  ]);
  const colorRows = [...pickTexts(colors, (c) => c.id, lang).values()].sort(
    (a, b) => a.sort - b.sort,
  );
  return {
    series,
    season,
    promotion,
    color: colorRows.map((c) => ({ id: String(c.id), name: c.name, hex: c.hex })),
    size: sizes
      .map((s) => s.size)
      .sort(compareSizes)
      .map((size) => ({ id: size, name: size })),
  };
}
