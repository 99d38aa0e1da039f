import { CODE_INVALID_INPUT } from '../../../contract/call';
import type { OrderPayment } from '../../../contract/payment';
import type { Db } from '../../db/database';
import { BusinessError } from '../../lib/errors';
import { newPaymentNo } from './pay-data';
import { orderPayment, requirePayable } from './orders';
import { memberOrder } from '../order/lifecycle/load';
import { grantOrderPoints } from './points';

/**
 * Pays the caller's order from their balance, in one transaction: `order unpaid → paid` (before
 * its deadline), then `balance = balance - n where balance >= n`, a paid payment row and the
 * points. A refusal at any step rolls all of it back, so two racing calls pay and charge once.
 */
export async function payFromBalance(
  db: Db,
  memberId: number,
  orderId: number,
): Promise<OrderPayment> {
  const now = Date.now();
  requirePayable(await memberOrder(db, memberId, orderId), now);
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .updateTable('shop_order')
      .set({ status: 'paid', paid_at: now, pay_method: 'balance', updated_at: now })
      .where('id', '=', orderId)
      .where('member_id', '=', memberId)
      .where('status', '=', 'unpaid')
      .where('pay_deadline', '>', now)
      .returning(['id', 'pay_amount'])
      .executeTakeFirst();
    if (!order) {
      // Lost a race: the refusal is worded from the order as it is now.
      requirePayable(await memberOrder(trx, memberId, orderId), now);
      throw new BusinessError(CODE_INVALID_INPUT, 'payOrderPaid');
    }
    const charged = await trx
      .updateTable('member')
      .set((eb) => ({ balance: eb('balance', '-', order.pay_amount), updated_at: now }))
      .where('id', '=', memberId)
      .where('balance', '>=', order.pay_amount)
      .executeTakeFirst();
    if (Number(charged.numUpdatedRows) === 0) {
      throw new BusinessError(CODE_INVALID_INPUT, 'payBalanceShort');
    }
    await trx
      .insertInto('payment')
      .values({
        payment_no: newPaymentNo(now),
        order_id: orderId,
        method: 'balance',
        amount: order.pay_amount,
        status: 'paid',
        created_at: now,
        updated_at: now,
        paid_at: now,
      })
      .execute();
    await grantOrderPoints(trx, orderId, now);
  });
  return orderPayment(await memberOrder(db, memberId, orderId));
}
