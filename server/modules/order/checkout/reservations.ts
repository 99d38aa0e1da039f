import { CODE_INVALID_INPUT } from '../../../../contract/call';
import { followStock } from '../../../catalogue/sizes-in-stock';
import type { Db } from '../../../db/database';
import { BusinessError } from '../../../errors';
import type { CheckoutLine } from './items';

// What a submission takes from the stock, the coupon and the points: each a conditional update,
// so that whatever runs at the same time, nothing is spent twice nor below zero.

/** The refusal of a submission whose amount is no longer the one the shopper saw. */
export const CODE_PRICES_CHANGED = 409;

/**
 * Takes the pieces of every line off the stock, SKUs in ascending id order (two lines of one
 * SKU together), each only if enough is left; otherwise refuses and the transaction rolls back.
 */
export async function reserveStock(db: Db, lines: CheckoutLine[]): Promise<void> {
  const withdrawn = lines.find((line) => !line.on_sale);
  if (withdrawn) {
    throw new BusinessError(
      CODE_INVALID_INPUT,
      'outOfStock',
      {},
      {
        sku_id: withdrawn.sku_id,
        stock: 0,
      },
    );
  }
  const pieces = new Map<number, number>();
  for (const line of lines) pieces.set(line.sku_id, (pieces.get(line.sku_id) ?? 0) + line.quantity);
  const soldOut: number[] = [];
  for (const [skuId, quantity] of [...pieces].sort(([a], [b]) => a - b)) {
    const left = await db
      .updateTable('sku')
      .set((eb) => ({ stock: eb('stock', '-', quantity) }))
      .where('id', '=', skuId)
      .where('stock', '>=', quantity)
      .returning('stock')
      .executeTakeFirst();
    if (left?.stock === 0) soldOut.push(skuId);
    if (!left) {
      const row = await db
        .selectFrom('sku')
        .select('stock')
        .where('id', '=', skuId)
        .executeTakeFirst();
      const stock = Math.max(0, row?.stock ?? 0);
      throw new BusinessError(CODE_INVALID_INPUT, 'understock', {}, { sku_id: skuId, stock });
    }
  }
  // Only a SKU sold out can take a size out of its piece's sizes in stock.
  await followStock(db, soldOut);
}

export async function spendCoupon(
  db: Db,
  memberId: number,
  couponId: number,
  orderId: number,
  now: number,
) {
  const result = await db
    .updateTable('coupon')
    .set({ used_at: now, order_id: orderId })
    .where('id', '=', couponId)
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new BusinessError(CODE_INVALID_INPUT, 'couponUsed');
  }
}

export async function spendPoints(
  db: Db,
  memberId: number,
  points: number,
  orderNo: string,
  now: number,
) {
  const result = await db
    .updateTable('member')
    .set((eb) => ({ points: eb('points', '-', points) }))
    .where('id', '=', memberId)
    .where('points', '>=', points)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new BusinessError(CODE_PRICES_CHANGED, 'pointsChanged');
  }
  await db
    .insertInto('point_record')
    .values({
      member_id: memberId,
      type: 'redeem',
      points: -points,
      reference: orderNo,
      created_at: now,
    })
    .execute();
}
