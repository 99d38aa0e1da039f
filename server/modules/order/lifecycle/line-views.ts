import type { PlacedLineView } from '../../../../contract/order';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import { parsePendants } from '../../cart';
import { loadLineLooks } from '../../catalogue';
import { withOptionNames } from '../../personalise';
import { loadTaken } from './refund-lines';

/**
 * The lines of some orders as placed (prices and quantities of the order), with the goods'
 * names, colour and picture as the catalogue has them now, in the caller's language, and how
 * many pieces of each no after-sales request holds yet.
 */
export async function loadLineViews(
  db: Db,
  orderIds: number[],
  lang: Lang,
): Promise<Map<number, PlacedLineView[]>> {
  const byOrder = new Map<number, PlacedLineView[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .selectFrom('order_line')
    .leftJoin('sku', 'sku.id', 'order_line.sku_id')
    .leftJoin('goods', 'goods.id', 'order_line.goods_id')
    .selectAll('order_line')
    .select(['sku.goods_color_id', 'sku.size', 'goods.sn'])
    .where('order_line.order_id', 'in', orderIds)
    .orderBy('order_line.order_id')
    .orderBy('order_line.id')
    .execute();
  const goodsIds = [...new Set(rows.map((r) => r.goods_id))];
  const [{ names, colorOf }, taken] = await Promise.all([
    loadLineLooks(db, goodsIds, lang),
    loadTaken(db, orderIds),
  ]);
  for (const row of rows) {
    const color = row.goods_color_id === null ? undefined : colorOf.get(row.goods_color_id);
    const list = byOrder.get(row.order_id) ?? [];
    const takenPieces = taken.get(row.order_id)?.byLine.get(row.id)?.pieces ?? 0;
    list.push({
      line_id: row.id,
      returnable: Math.max(0, row.quantity - takenPieces),
      cart_id: row.cart_line_id,
      goods_id: row.goods_id,
      sku_id: row.sku_id,
      sn: row.sn ?? '',
      name: names.get(row.goods_id) ?? row.sn ?? '',
      color_name: color?.name ?? '',
      size: row.size ?? '',
      picture: color?.pic_url_group[0] ?? null,
      price: row.price,
      original_price: row.original_price,
      quantity: row.quantity,
      stock: 0,
      activity_id: row.promotion_id,
      custom_letters: row.custom_letters,
      custom_position: row.custom_position,
      letter_color: row.letter_color,
      number_color: row.number_color,
      pendants: parsePendants(row.pendants),
      inner_area: row.inner_area,
    });
    byOrder.set(row.order_id, list);
  }
  const named = await withOptionNames(db, [...byOrder.values()].flat(), lang);
  for (const [orderId, lines] of byOrder) byOrder.set(orderId, named.splice(0, lines.length));
  return byOrder;
}
