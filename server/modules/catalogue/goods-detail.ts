import type { GoodsDetail, SizeKind, SizeReferenceTable } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import type { Lang } from '../../lib/lang';
import { CODE_NOT_FOUND } from '../../../contract/call';
import { loadColorOptions, loadGoodsCards, loadPromotions } from './cards';
import { categoryPath } from './categories';
import { effectivePrice } from './pricing';
import { compareSizes } from './screen';
import { langsFor, namesOf, pickTexts } from './texts';

export async function findGoodsOnSale(db: Db, id: number) {
  const goods = await db
    .selectFrom('goods')
    .selectAll()
    .where('id', '=', id)
    .where('on_sale', '=', 1)
    .executeTakeFirst();
  if (!goods) throw new BusinessError(CODE_NOT_FOUND, 'goodsNotFound');
  return goods;
}

export async function goodsDetail(db: Db, lang: Lang, id: number): Promise<GoodsDetail> {
  const goods = await findGoodsOnSale(db, id);
  const [texts, colors, skus, promotions, category, seriesNames, seasonNames, personal] =
    await Promise.all([
      db
        .selectFrom('goods_text')
        .selectAll()
        .where('goods_id', '=', id)
        .where('lang', 'in', langsFor(lang))
        .execute(),
      loadColorOptions(db, [id], lang),
      db
        .selectFrom('sku')
        .selectAll()
        .where('goods_id', '=', id)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      loadPromotions(db, goods.promotion_id ? [goods.promotion_id] : [], lang),
      categoryPath(db, goods.category_id, lang),
      namesOf(db, 'series_text', 'series_id', [goods.series_id], lang),
      namesOf(db, 'season_text', 'season_id', [goods.season_id], lang),
      db
        .selectFrom('personal_goods')
        .select('goods_id')
        .where('goods_id', '=', id)
        .where('enabled', '=', 1)
        .executeTakeFirst(),
    ]);
  const text = pickTexts(texts, (t) => t.goods_id, lang).get(id);
  const promotion = goods.promotion_id ? (promotions.get(goods.promotion_id) ?? null) : null;
  const colorList = colors.get(id) ?? [];
  const colorOf = new Map(colorList.map((c) => [c.goods_color_id, c.color_id]));
  return {
    id: goods.id,
    sn: goods.sn,
    name: text?.name ?? goods.sn,
    description: text?.description ?? '',
    material: text?.material ?? '',
    care: text?.care ?? '',
    ...effectivePrice(goods, promotion !== null),
    promotion,
    is_new: goods.is_new === 1,
    series: { id: goods.series_id, name: seriesNames.get(goods.series_id) ?? '' },
    season: { id: goods.season_id, name: seasonNames.get(goods.season_id) ?? '' },
    category: category ?? { id: goods.category_id, name: '', path: [] },
    size_kind: goods.size_kind,
    sizes: [...new Set(skus.map((s) => s.size))].sort(compareSizes),
    color_list: colorList.map(({ goods_color_id: _, ...color }) => color),
    sku_list: skus.map((sku) => ({
      id: sku.id,
      color_id: colorOf.get(sku.goods_color_id) ?? 0,
      size: sku.size,
      ...effectivePrice(sku, promotion !== null),
      stock: sku.stock,
    })),
    personalisable: personal !== undefined,
  };
}

/** Other goods of the same category first, then of the same series, best sellers first. */
export async function guessLike(db: Db, lang: Lang, id: number, limit: number) {
  const goods = await findGoodsOnSale(db, id);
  const rows = await db
    .selectFrom('goods')
    .select(['id', 'category_id', 'series_id', 'sales'])
    .where('on_sale', '=', 1)
    .where('id', '!=', id)
    .where((eb) =>
      eb.or([eb('category_id', '=', goods.category_id), eb('series_id', '=', goods.series_id)]),
    )
    .execute();
  const score = (r: (typeof rows)[number]) =>
    (r.category_id === goods.category_id ? 2 : 0) + (r.series_id === goods.series_id ? 1 : 0);
  const ids = rows
    .sort((a, b) => score(b) - score(a) || b.sales - a.sales || a.id - b.id)
    .slice(0, limit)
    .map((r) => r.id);
  return { list: await loadGoodsCards(db, ids, lang) };
}

export async function collocation(db: Db, lang: Lang, id: number) {
  await findGoodsOnSale(db, id);
  const rows = await db
    .selectFrom('goods_collocation')
    .select('match_goods_id')
    .where('goods_id', '=', id)
    .orderBy('sort')
    .execute();
  return {
    list: await loadGoodsCards(
      db,
      rows.map((r) => r.match_goods_id),
      lang,
    ),
  };
}

export async function sizeReferenceTable(
  db: Db,
  lang: Lang,
  id: number,
): Promise<SizeReferenceTable | null> {
  const goods = await findGoodsOnSale(db, id);
  const rows = await db
    .selectFrom('size_chart')
    .selectAll()
    .where('size_kind', '=', goods.size_kind)
    .where('lang', 'in', langsFor(lang))
    .execute();
  const chart = rows.find((r) => r.lang === lang) ?? rows[0];
  if (!chart) return null;
  return {
    size_kind: chart.size_kind as SizeKind,
    title: chart.title,
    headers: JSON.parse(chart.headers) as string[],
    rows: JSON.parse(chart.rows) as string[][],
    note: chart.note,
  };
}
