import type { z } from 'zod';
import { CODE_NOT_FOUND } from '../../../../contract/call';
import type { OrderActivity, OrderLineView, orderItemInput } from '../../../../contract/order';
import type { Db } from '../../../db/database';
import { BusinessError } from '../../../errors';
import type { Lang } from '../../../lib/lang';
import { parsePendants } from '../../cart';
import { SKU_LOOK_COLUMNS } from '../../cart';
import { loadLineLooks } from '../../catalogue';
import { effectivePrice } from '../../catalogue';
import { langsFor, pickTexts } from '../../catalogue';
import { checkPersonalisation } from '../../personalise';

export type OrderItem = z.output<typeof orderItemInput>;

/** A line about to be ordered; `on_sale` false once its goods were withdrawn (stock then 0). */
export interface CheckoutLine extends OrderLineView {
  on_sale: boolean;
  /** The goods' category: what a coupon limited to categories looks at. */
  category_id: number;
}

/** An active promotion with its rules for coupons and points. */
export type CheckoutActivity = OrderActivity;

interface SkuFacts {
  sku_id: number;
  goods_id: number;
  goods_color_id: number;
  size: string;
  price: number;
  original_price: number;
  stock: number;
  sn: string;
  category_id: number;
  on_sale: number;
  promotion_id: number | null;
}

type Personal = Pick<
  OrderLineView,
  'custom_letters' | 'custom_position' | 'letter_color' | 'number_color' | 'pendants' | 'inner_area'
>;

interface Wanted extends Personal {
  cart_id: number | null;
  quantity: number;
  sku: SkuFacts;
}

/** The caller's cart lines by id; one that is not theirs refuses the whole list. */
async function cartLines(db: Db, memberId: number, ids: number[]): Promise<Map<number, Wanted>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('cart_line')
    .innerJoin('sku', 'sku.id', 'cart_line.sku_id')
    .innerJoin('goods', 'goods.id', 'sku.goods_id')
    .select(SKU_LOOK_COLUMNS)
    .select('goods.category_id')
    .select([
      'cart_line.id',
      'cart_line.quantity',
      'cart_line.custom_letters',
      'cart_line.custom_position',
      'cart_line.letter_color',
      'cart_line.number_color',
      'cart_line.pendants',
      'cart_line.inner_area',
    ])
    .where('cart_line.member_id', '=', memberId)
    .where('cart_line.id', 'in', ids)
    .execute();
  if (rows.length !== ids.length) throw new BusinessError(CODE_NOT_FOUND, 'cartLineNotFound');
  return new Map(
    rows.map((row) => [
      row.id,
      {
        cart_id: row.id,
        quantity: row.quantity,
        custom_letters: row.custom_letters,
        custom_position: row.custom_position,
        letter_color: row.letter_color,
        number_color: row.number_color,
        pendants: parsePendants(row.pendants),
        inner_area: row.inner_area,
        sku: row,
      },
    ]),
  );
}

/** SKUs bought at once: each must exist and be on sale. */
async function skusOnSale(db: Db, ids: number[]): Promise<Map<number, SkuFacts>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('sku')
    .innerJoin('goods', 'goods.id', 'sku.goods_id')
    .select(SKU_LOOK_COLUMNS)
    .select('goods.category_id')
    .where('sku.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.sku_id, row]));
  for (const id of ids) {
    const sku = byId.get(id);
    if (!sku) throw new BusinessError(CODE_NOT_FOUND, 'skuNotFound');
    if (sku.on_sale !== 1) throw new BusinessError(CODE_NOT_FOUND, 'outOfStock');
  }
  return byId;
}

/** The promotions among `ids` that are running now, with their words in `lang`. */
export async function loadActivities(
  db: Db,
  ids: number[],
  lang: Lang,
  now: number,
): Promise<Map<number, CheckoutActivity>> {
  const activities = new Map<number, CheckoutActivity>();
  if (!ids.length) return activities;
  const rows = await db
    .selectFrom('promotion')
    .innerJoin('promotion_text', 'promotion_text.promotion_id', 'promotion.id')
    .select(['promotion.id', 'starts_at', 'ends_at', 'is_coupon', 'is_integral'])
    .select(['lang', 'name', 'tag'])
    .where('promotion.id', 'in', ids)
    .where('lang', 'in', langsFor(lang))
    .execute();
  for (const row of pickTexts(rows, (r) => r.id, lang).values()) {
    const active = (row.starts_at ?? 0) <= now && (row.ends_at ?? Infinity) > now;
    if (!active) continue;
    activities.set(row.id, {
      id: row.id,
      name: row.name,
      tag: row.tag,
      is_coupon: row.is_coupon === 0 ? 0 : 1,
      is_integral: row.is_integral === 0 ? 0 : 1,
    });
  }
  return activities;
}

function personalOf(item: Extract<OrderItem, { sku_id: number }>): Personal {
  return {
    custom_letters: item.custom_letters,
    custom_position: item.custom_position,
    letter_color: item.letter_color,
    number_color: item.number_color,
    pendants: item.pendants,
    inner_area: item.inner_area,
  };
}

/**
 * The lines of `items` in their order, priced as they are now, with the distinct active
 * promotions they are sold under. A cart line listed twice counts once.
 */
export async function resolveItems(
  db: Db,
  memberId: number,
  items: OrderItem[],
  lang: Lang,
  now: number,
): Promise<{ lines: CheckoutLine[]; activities: CheckoutActivity[] }> {
  const cartIds = [...new Set(items.flatMap((item) => ('cart_id' in item ? [item.cart_id] : [])))];
  const skuIds = [...new Set(items.flatMap((item) => ('sku_id' in item ? [item.sku_id] : [])))];
  const [fromCart, skus] = await Promise.all([
    cartLines(db, memberId, cartIds),
    skusOnSale(db, skuIds),
  ]);
  const seenCart = new Set<number>();
  const wanted: Wanted[] = [];
  for (const item of items) {
    if ('cart_id' in item) {
      const line = fromCart.get(item.cart_id);
      if (line && !seenCart.has(item.cart_id)) wanted.push(line);
      seenCart.add(item.cart_id);
      continue;
    }
    const sku = skus.get(item.sku_id);
    if (!sku) continue;
    const personal = await checkPersonalisation(db, sku.goods_id, personalOf(item));
    wanted.push({ cart_id: null, quantity: item.quantity, sku, ...personal });
  }

  const goodsIds = [...new Set(wanted.map((w) => w.sku.goods_id))];
  const promotionIds = [
    ...new Set(wanted.flatMap((w) => (w.sku.promotion_id ? [w.sku.promotion_id] : []))),
  ];
  const [{ names, colorOf }, activities] = await Promise.all([
    loadLineLooks(db, goodsIds, lang),
    loadActivities(db, promotionIds, lang, now),
  ]);
  const lines = wanted.map(({ sku, ...line }): CheckoutLine => {
    const activity = sku.promotion_id === null ? undefined : activities.get(sku.promotion_id);
    const color = colorOf.get(sku.goods_color_id);
    const onSale = sku.on_sale === 1;
    return {
      ...line,
      goods_id: sku.goods_id,
      sku_id: sku.sku_id,
      sn: sku.sn,
      name: names.get(sku.goods_id) ?? sku.sn,
      color_name: color?.name ?? '',
      size: sku.size,
      picture: color?.pic_url_group[0] ?? null,
      ...effectivePrice(sku, activity !== undefined),
      stock: onSale ? sku.stock : 0,
      activity_id: activity?.id ?? null,
      on_sale: onSale,
      category_id: sku.category_id,
    };
  });
  const used = [...new Set(lines.flatMap((l) => (l.activity_id ? [l.activity_id] : [])))];
  return { lines, activities: used.flatMap((id) => activities.get(id) ?? []) };
}

/** The reply's view of a line: what the page shows, without the internal flags. */
export function lineView({ on_sale: _, category_id: __, ...view }: CheckoutLine): OrderLineView {
  return view;
}
