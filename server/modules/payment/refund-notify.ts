import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { RefundNotify } from '../../providers/payment';

/**
 * What a provider's refund notify changes: nothing in the shop, which counted the refund when
 * the provider accepted it. A refund the provider could not pay out (the shopper's account was
 * closed, say) is told to the operator, who must send the money another way. Answers false for
 * a refund the shop never asked for.
 */
export async function takeRefundNotify(
  db: Db,
  notify: RefundNotify,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const refund = await db
    .selectFrom('refund')
    .innerJoin('shop_order', 'shop_order.id', 'refund.order_id')
    .select(['refund.refund_no', 'refund.amount', 'shop_order.order_no'])
    .where('refund.refund_no', '=', notify.refundNo)
    .executeTakeFirst();
  if (!refund) return false;
  const details = {
    refundNo: refund.refund_no,
    orderNo: refund.order_no,
    paymentNo: notify.paymentNo,
    amount: notify.amount,
  };
  if (notify.result === 'refunded') log.info(details, 'refund paid out');
  else
    log.error(
      details,
      'the provider could not pay a refund out: send it to the shopper another way',
    );
  return true;
}
