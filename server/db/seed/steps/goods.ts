import type { Insertable } from 'kysely';
import type { Db } from '../../database';
import type { GoodsTable } from '../../schema';
import { chunks, insertAll, perLang } from '../batch';
import { COLORS, SERIES } from '../data/reference';
import type { Words } from '../data/types';
import type { PlannedGoods } from '../plan';
import type { ReferenceIds } from './reference';

export const PICTURE_WIDTH = 1200;
export const PICTURE_HEIGHT = 1500;

function required<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${key}`);
  return value;
}

function goodsRow(g: PlannedGoods, ids: ReferenceIds): Insertable<GoodsTable> {
  return {
    sn: g.sn,
    category_id: required(ids.categories, g.leaf.slug),
    series_id: required(ids.series, g.series),
    season_id: required(ids.seasons, g.season),
    promotion_id: g.promotion ? required(ids.promotions, g.promotion) : null,
    size_kind: g.leaf.sizeKind,
    price: g.price,
    original_price: g.originalPrice,
    is_new: g.isNew ? 1 : 0,
    on_sale: 1,
    sort: g.sort,
    sales: g.sales,
    created_at: g.createdAt,
  };
}

/** A demo SKU's code, as migration 0014 gave the SKUs a shop had: sn, colour slug and size. */
export function skuCode(sn: string, colour: string, size: string): string {
  return `${sn}-${colour}-${size}`;
}

/** The words LIKE search looks through: name, series, category and colour names. */
function searchText(g: PlannedGoods, lang: 'cn' | 'en'): string {
  const series = SERIES.find((s) => s.slug === g.series)?.name[lang] ?? '';
  const colors = g.colors.map((c) => COLORS.find((color) => color.slug === c.slug)?.name[lang]);
  return [g.name[lang], series, g.leaf.name[lang], ...colors].join(' ').toLowerCase();
}

/** Goods with their texts, colours, pictures, SKUs and matches. Returns goods ids by sn. */
export async function insertGoods(
  db: Db,
  plan: PlannedGoods[],
  ids: ReferenceIds,
): Promise<Map<string, number>> {
  const goodsIds = new Map<string, number>();
  for (const chunk of chunks(plan)) {
    const rows = await db
      .insertInto('goods')
      .values(chunk.map((g) => goodsRow(g, ids)))
      .returning(['id', 'sn'])
      .execute();
    for (const row of rows) goodsIds.set(row.sn, row.id);
  }
  const idOf = (g: PlannedGoods) => required(goodsIds, g.sn);

  await insertAll(
    db,
    'goods_text',
    plan.flatMap((g) =>
      perLang((lang) => {
        const text = (words: Words) => words[lang];
        return {
          goods_id: idOf(g),
          lang,
          name: text(g.name),
          description: text(g.description),
          material: text(g.composition),
          care: text(g.care),
          search_text: searchText(g, lang),
        };
      }),
    ),
  );

  const colorRows = plan.flatMap((g) =>
    g.colors.map((c, sort) => ({
      goods_id: idOf(g),
      color_id: required(ids.colors, c.slug),
      sort,
    })),
  );
  const goodsColorIds = new Map<string, number>();
  for (const chunk of chunks(colorRows)) {
    const rows = await db
      .insertInto('goods_color')
      .values(chunk)
      .returning(['id', 'goods_id', 'color_id'])
      .execute();
    for (const row of rows) goodsColorIds.set(`${row.goods_id}:${row.color_id}`, row.id);
  }

  const pictures = [];
  const skus = [];
  for (const g of plan) {
    const goodsId = idOf(g);
    for (const c of g.colors) {
      const goodsColorId = required(goodsColorIds, `${goodsId}:${required(ids.colors, c.slug)}`);
      pictures.push(
        ...c.pictures.map((path, sort) => ({
          owner: 'goods_color',
          owner_id: goodsColorId,
          sort,
          path,
          width: PICTURE_WIDTH,
          height: PICTURE_HEIGHT,
        })),
      );
      skus.push(
        ...g.sizes.map((size, sort) => ({
          goods_id: goodsId,
          goods_color_id: goodsColorId,
          code: skuCode(g.sn, c.slug, size),
          size,
          sort,
          price: g.price,
          original_price: g.originalPrice,
          stock: c.stock[sort] ?? 0,
        })),
      );
    }
  }
  await insertAll(db, 'picture', pictures);
  await insertAll(db, 'sku', skus);

  await insertAll(
    db,
    'goods_collocation',
    plan.flatMap((g) =>
      g.matches.map((index, sort) => ({
        goods_id: idOf(g),
        match_goods_id: idOf(plan[index] as PlannedGoods),
        sort,
      })),
    ),
  );
  return goodsIds;
}
