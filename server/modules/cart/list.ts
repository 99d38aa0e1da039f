import type { CartLine, CartList, Personalisation } from '../../../contract/cart';
import type { GoodsCard } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { loadGoodsCards, loadLineLooks, loadPromotions } from '../catalogue';
import { effectivePrice } from '../catalogue';
import { withOptionNames } from '../personalise';
import { parsePendants } from './lines';

/** Pieces in a member's cart. */
export async function cartNum(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_line')
    .select((eb) => eb.fn.sum<number>('quantity').as('num'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.num ?? 0);
}

/** What a cart line is drawn from: the line as kept, and its SKU and goods as they are now. */
export interface StoredLine extends Omit<Personalisation, 'pendants'> {
  id: number;
  sku_id: number;
  quantity: number;
  selected: number;
  pendants: string;
  created_at: number;
  goods_id: number;
  goods_color_id: number;
  size: string;
  price: number;
  original_price: number;
  stock: number;
  sn: string;
  on_sale: number;
  promotion_id: number | null;
}

/** The SKU and goods columns a line shows, and an order prices (checkout/items.ts). */
export const SKU_LOOK_COLUMNS = [
  'sku.id as sku_id',
  'sku.goods_id',
  'sku.goods_color_id',
  'sku.size',
  'sku.price',
  'sku.original_price',
  'sku.stock',
  'goods.sn',
  'goods.on_sale',
  'goods.promotion_id',
] as const;

/** The member's lines, newest first, with prices and names as they are now. */
export async function listCart(db: Db, memberId: number, lang: Lang): Promise<CartList> {
  const rows = await db
    .selectFrom('cart_line')
    .innerJoin('sku', 'sku.id', 'cart_line.sku_id')
    .innerJoin('goods', 'goods.id', 'sku.goods_id')
    .selectAll('cart_line')
    .select(SKU_LOOK_COLUMNS)
    .where('cart_line.member_id', '=', memberId)
    .orderBy('cart_line.created_at', 'desc')
    .orderBy('cart_line.id', 'desc')
    .execute();
  return shapeCart(db, rows, lang);
}

/** Lines in the order given, with names, colours, prices and stock in `lang`, and their sums. */
export async function shapeCart(db: Db, rows: StoredLine[], lang: Lang): Promise<CartList> {
  const goodsIds = [...new Set(rows.map((r) => r.goods_id))];
  const promotionIds = [...new Set(rows.flatMap((r) => (r.promotion_id ? [r.promotion_id] : [])))];
  const [{ names, colorOf }, promotions] = await Promise.all([
    loadLineLooks(db, goodsIds, lang),
    loadPromotions(db, promotionIds, lang),
  ]);
  const lines = rows.map((row): CartLine => {
    const color = colorOf.get(row.goods_color_id);
    const onSale = row.on_sale === 1;
    const stock = onSale ? row.stock : 0;
    const promotionActive = row.promotion_id !== null && promotions.has(row.promotion_id);
    return {
      id: row.id,
      goods_id: row.goods_id,
      sku_id: row.sku_id,
      sn: row.sn,
      name: names.get(row.goods_id) ?? row.sn,
      color_id: color?.color_id ?? 0,
      color_name: color?.name ?? '',
      size: row.size,
      picture: color?.pic_url_group[0] ?? null,
      ...effectivePrice(row, promotionActive),
      quantity: row.quantity,
      stock,
      on_sale: onSale,
      available: onSale && row.quantity <= stock,
      selected: row.selected === 1,
      custom_letters: row.custom_letters,
      custom_position: row.custom_position,
      letter_color: row.letter_color,
      number_color: row.number_color,
      pendants: parsePendants(row.pendants),
      inner_area: row.inner_area,
      created_at: row.created_at,
    };
  });
  const list = await withOptionNames(db, lines, lang);
  const chosen = list.filter((line) => line.selected && line.available);
  return {
    list,
    selected_count: chosen.reduce((sum, line) => sum + line.quantity, 0),
    selected_amount: chosen.reduce((sum, line) => sum + line.price * line.quantity, 0),
    num: list.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/**
 * Goods to suggest beside the cart. Best sellers are not known yet, so these are the newest
 * goods still in stock that the caller does not already have in the cart.
 */
export async function hotSaleGoods(
  db: Db,
  memberId: number | null,
  lang: Lang,
  limit: number,
): Promise<{ list: GoodsCard[] }> {
  let query = db
    .selectFrom('goods')
    .select('goods.id')
    .where('goods.on_sale', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sku')
          .select('sku.id')
          .whereRef('sku.goods_id', '=', 'goods.id')
          .where('sku.stock', '>', 0),
      ),
    );
  if (memberId !== null) {
    query = query.where('goods.id', 'not in', (eb) =>
      eb
        .selectFrom('cart_line')
        .innerJoin('sku', 'sku.id', 'cart_line.sku_id')
        .select('sku.goods_id')
        .where('cart_line.member_id', '=', memberId),
    );
  }
  const rows = await query
    .orderBy('goods.created_at', 'desc')
    .orderBy('goods.id', 'desc')
    .limit(limit)
    .execute();
  return {
    list: await loadGoodsCards(
      db,
      rows.map((r) => r.id),
      lang,
    ),
  };
}
