import { CODE_INVALID_INPUT } from '../../../contract/call';
import type { OrderPayment } from '../../../contract/payment';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import { newPaymentNo } from './pay-data';
import { memberOrder, orderPayment, requirePayable } from './orders';
import { grantOrderPoints } from './points';
import { moveBalance } from './balance-ledger';

/**
 * Pays the caller's order from their balance, in one transaction: `order unpaid → paid` (before
 * its deadline), then the balance moves by -n while it covers n (with its entry), a paid payment row and the
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
    const charged = await moveBalance(
      trx,
      { memberId, kind: 'payment', amount: -order.pay_amount, orderId },
      now,
    );
    if (charged === null) {
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
