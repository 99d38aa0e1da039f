import type { Db } from '../db/database';
import { refreshListing } from './listing';

/** A piece's sale state as it was before a change, or null when there is no such piece. */
export interface OnSaleChange {
  sn: string;
  before: boolean;
  after: boolean;
}

/**
 * Puts a piece on sale or takes it off, with what lists show of it, in one transaction; `record`
 * writes the caller's audit row in it. A piece already in that state is left as it is (and
 * nothing recorded). Answers null when there is no such piece.
 */
export async function setOnSale(
  db: Db,
  goodsId: number,
  onSale: boolean,
  record: (trx: Db, change: OnSaleChange) => Promise<void>,
): Promise<OnSaleChange | null> {
  return db.transaction().execute(async (trx) => {
    const piece = await trx
      .selectFrom('goods')
      .select(['sn', 'on_sale'])
      .where('id', '=', goodsId)
      .executeTakeFirst();
    if (!piece) return null;
    const change = { sn: piece.sn, before: piece.on_sale === 1, after: onSale };
    if (change.before === onSale) return change;
    await trx
      .updateTable('goods')
      .set({ on_sale: onSale ? 1 : 0 })
      .where('id', '=', goodsId)
      .execute();
    await refreshListing(trx, [goodsId]);
    await record(trx, change);
    return change;
  });
}
