import { refreshListing } from '../../../catalogue/listing';
import type { Db } from '../../database';
import { PROMOTIONS } from '../data/reference';
import type { PlannedGoods } from '../plan';

/**
 * What the demo shop has lived through, which a catalogue feed does not carry: each piece's
 * sales and the day it came into the shop, and the promotions that coupons do not combine with.
 */
export async function writeDemoHistory(
  db: Db,
  plan: readonly PlannedGoods[],
  goodsIds: ReadonlyMap<string, number>,
): Promise<void> {
  for (const g of plan) {
    const id = goodsIds.get(g.sn);
    if (id === undefined) throw new Error(`seed: ${g.sn} was not imported`);
    await db
      .updateTable('goods')
      .set({ sales: g.sales, created_at: g.createdAt })
      .where('id', '=', id)
      .execute();
  }
  await refreshListing(db, goodsIds.values());
  for (const promotion of PROMOTIONS) {
    if (promotion.isCoupon === undefined) continue;
    await db
      .updateTable('promotion')
      .set({ is_coupon: promotion.isCoupon })
      .where('slug', '=', promotion.slug)
      .execute();
  }
}
