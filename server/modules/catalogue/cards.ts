import type { ColorOption, GoodsCard, Promotion } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { pictureOf } from '../../media/picture';
import { effectivePrice } from './pricing';
import { langsFor, namesOf, pickTexts } from './texts';

/** How many pictures of each colour a card needs: the cover and the one shown on hover. */
const CARD_PICTURES = 2;

export async function loadPromotions(db: Db, ids: number[], lang: Lang, now = Date.now()) {
  const promotions = new Map<number, Promotion>();
  if (!ids.length) return promotions;
  const rows = await db
    .selectFrom('promotion')
    .innerJoin('promotion_text', 'promotion_text.promotion_id', 'promotion.id')
    .select(['promotion.id', 'discount_percent', 'starts_at', 'ends_at', 'lang', 'name', 'tag'])
    .where('promotion.id', 'in', ids)
    .where('lang', 'in', langsFor(lang))
    .execute();
  for (const row of pickTexts(rows, (r) => r.id, lang).values()) {
    const active = (row.starts_at ?? 0) <= now && (row.ends_at ?? Infinity) > now;
    if (active) {
      promotions.set(row.id, {
        id: row.id,
        name: row.name,
        tag: row.tag,
        discount_percent: row.discount_percent,
      });
    }
  }
  return promotions;
}

/**
 * What a line of the bag or of an order shows of its goods: the name, and each colour's name
 * and first picture by `goods_color_id`, in the caller's language.
 */
export async function loadLineLooks(db: Db, goodsIds: number[], lang: Lang) {
  const [names, colors] = await Promise.all([
    namesOf(db, 'goods_text', 'goods_id', goodsIds, lang),
    loadColorOptions(db, goodsIds, lang, 1),
  ]);
  const colorOf = new Map([...colors.values()].flat().map((c) => [c.goods_color_id, c]));
  return { names, colorOf };
}

/** The colours of some goods, each with its pictures (all, or only the card's) and stock state. */
export async function loadColorOptions(
  db: Db,
  goodsIds: number[],
  lang: Lang,
  picturesPerColor = Infinity,
): Promise<Map<number, (ColorOption & { goods_color_id: number })[]>> {
  const byGoods = new Map<number, (ColorOption & { goods_color_id: number })[]>();
  if (!goodsIds.length) return byGoods;
  // The colours (with their stock) and their pictures are read side by side, each by the goods'
  // ids: one round of statements instead of two.
  const [colors, pictures] = await Promise.all([
    db
      .selectFrom('goods_color')
      .innerJoin('color', 'color.id', 'goods_color.color_id')
      .innerJoin('color_text', 'color_text.color_id', 'color.id')
      .select((eb) => [
        'goods_color.id',
        'goods_color.goods_id',
        'color.id as color_id',
        'hex',
        'lang',
        'name',
        eb
          .selectFrom('sku')
          .select((sku) => sku.fn.sum<number>('sku.stock').as('stock'))
          .whereRef('sku.goods_color_id', '=', 'goods_color.id')
          .as('stock'),
      ])
      .where('goods_color.goods_id', 'in', goodsIds)
      .where('lang', 'in', langsFor(lang))
      .orderBy('goods_color.goods_id')
      .orderBy('goods_color.sort')
      .execute(),
    db
      .selectFrom('picture')
      .innerJoin('goods_color', 'goods_color.id', 'picture.owner_id')
      .select(['picture.owner_id', 'picture.path', 'picture.width', 'picture.height'])
      .where('picture.owner', '=', 'goods_color')
      .where('goods_color.goods_id', 'in', goodsIds)
      .orderBy('picture.owner_id')
      .orderBy('picture.sort')
      .execute(),
  ]);
  const picked = pickTexts(colors, (c) => c.id, lang);
  const picturesOf = new Map<number, ColorOption['pic_url_group']>();
  for (const picture of pictures) {
    const group = picturesOf.get(picture.owner_id) ?? [];
    if (group.length < picturesPerColor) group.push(pictureOf(picture));
    picturesOf.set(picture.owner_id, group);
  }
  for (const color of picked.values()) {
    const list = byGoods.get(color.goods_id) ?? [];
    list.push({
      goods_color_id: color.id,
      color_id: color.color_id,
      name: color.name,
      hex: color.hex,
      pic_url_group: picturesOf.get(color.id) ?? [],
      sold_out: Number(color.stock ?? 0) <= 0,
    });
    byGoods.set(color.goods_id, list);
  }
  return byGoods;
}

/** Product cards for the given goods ids, in the same order; unknown or withdrawn ids are skipped. */
export async function loadGoodsCards(db: Db, ids: number[], lang: Lang): Promise<GoodsCard[]> {
  if (!ids.length) return [];
  // The pieces (with their names and their series'), their colours and their pictures are read
  // side by side, each by the ids alone (PostgreSQL: on connections of their own); a withdrawn
  // piece's are left unused.
  const langs = langsFor(lang);
  const [goods, colors] = await Promise.all([
    db
      .selectFrom('goods')
      .leftJoin('goods_text', (join) =>
        join.onRef('goods_text.goods_id', '=', 'goods.id').on('goods_text.lang', 'in', langs),
      )
      .leftJoin('series_text', (join) =>
        join
          .onRef('series_text.series_id', '=', 'goods.series_id')
          .on('series_text.lang', 'in', langs),
      )
      .select([
        'goods.id',
        'goods.sn',
        'goods.series_id',
        'goods.promotion_id',
        'goods.price',
        'goods.original_price',
        'goods.is_new',
        'goods_text.lang as name_lang',
        'goods_text.name',
        'series_text.lang as series_lang',
        'series_text.name as series_name',
      ])
      .where('goods.id', 'in', ids)
      .where('goods.on_sale', '=', 1)
      .execute(),
    loadColorOptions(db, ids, lang, CARD_PICTURES),
  ]);
  const promotionIds = [...new Set(goods.flatMap((g) => (g.promotion_id ? [g.promotion_id] : [])))];
  const promotions = await loadPromotions(db, promotionIds, lang);
  // A piece's row for each language its name and its series' are in: each in the request's
  // language, else in the default.
  const byId = new Map<number, (typeof goods)[number]>();
  const names = new Map<number, string>();
  const series = new Map<number, string>();
  for (const row of goods) {
    byId.set(row.id, row);
    if (row.name !== null && (!names.has(row.id) || row.name_lang === lang)) {
      names.set(row.id, row.name);
    }
    if (row.series_name !== null && (!series.has(row.id) || row.series_lang === lang)) {
      series.set(row.id, row.series_name);
    }
  }
  return ids.flatMap((id) => {
    const g = byId.get(id);
    if (!g) return [];
    const colorList = (colors.get(id) ?? []).map(({ goods_color_id: _, ...color }) => color);
    const promotion = g.promotion_id ? (promotions.get(g.promotion_id) ?? null) : null;
    return [
      {
        id: g.id,
        sn: g.sn,
        name: names.get(id) ?? g.sn,
        series_name: series.get(id) ?? '',
        ...effectivePrice(g, promotion !== null),
        promotion,
        is_new: g.is_new === 1,
        sold_out: colorList.every((c) => c.sold_out),
        color_list: colorList,
      },
    ];
  });
}
