import type { Db } from '../../../db/database';
import type { PaymentProvider, RefundNotify } from '../../../providers/payment';
import type { PaymentMethods } from '../../../providers/payment-methods';
import { refundPayment } from '../../payment';
import { completeRefund, failRefundPayout } from './refund-payout';

/** How a verified refund notify was taken; anything but `applied` changed nothing. */
export type RefundNotifyOutcome = 'applied' | 'unknownRefund' | 'amountMismatch';

/** States of a refund whose money the shop has sent (or is sending) through a provider. */
const SENT = ['agreed', 'returning', 'processing', 'refunded'];

interface NotifyLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * A refund's notify, once its signature, time and nonce held (the notify route checks those):
 * believed only for a refund the shop sent, of the payment it names, through the provider
 * that speaks, for the refund's own amount. The money arrived: the refund is refunded (once,
 * however many deliveries and sweeps say so); it could not be paid out: it stays processing,
 * marked for the operator, who must send it another way.
 */
export async function takeRefundNotify(
  db: Db,
  payments: PaymentMethods,
  provider: PaymentProvider,
  notify: RefundNotify,
  now: number,
  log: NotifyLog,
): Promise<RefundNotifyOutcome> {
  const refund = await db
    .selectFrom('refund')
    .innerJoin('shop_order', 'shop_order.id', 'refund.order_id')
    .selectAll('refund')
    .select('shop_order.order_no')
    .where('refund.refund_no', '=', notify.refundNo)
    .executeTakeFirst();
  if (!refund || !SENT.includes(refund.status)) return 'unknownRefund';
  const paymentId = refund.type === 'late' ? refund.payment_id : null;
  const request = { orderId: refund.order_id, refundNo: refund.refund_no, amount: refund.amount };
  const payment = await refundPayment(db, { ...request, paymentId });
  const speaks = payment && payments.of(payment.method) === provider;
  if (!speaks || payment.payment_no !== notify.paymentNo) return 'unknownRefund';
  if (notify.amount !== refund.amount) return 'amountMismatch';
  const details = { refundNo: refund.refund_no, orderNo: refund.order_no, amount: notify.amount };
  if (notify.result === 'refunded') {
    if (await completeRefund(db, refund.id, now)) log.info(details, 'refund paid out');
    return 'applied';
  }
  if (await failRefundPayout(db, refund.id, notify.status, now)) {
    log.error(
      { ...details, status: notify.status },
      'the provider could not pay a refund out: send it to the shopper another way',
    );
  }
  return 'applied';
}
