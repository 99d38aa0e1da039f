import type { Db } from '../../db/database';
import type { PaymentMethods } from '../../providers/payment-methods';
import { REFUND_QUERY_AFTER_MS, sendMoneyBack } from './money-back';

// Money that came in for an order it can no longer pay (cancelled before the notify arrived, or
// already paid by another attempt) goes straight back: a refund of type 'late' for the whole
// payment. It is recorded in the transaction that found it and sent back right after, because
// the provider must not be called while a transaction holds the database.

const REASONS = {
  cancelled: {
    cn: '订单取消后才收到付款，款项已原路退回',
    en: 'Paid after the order was cancelled: refunded to the original payment method',
  },
  duplicate: {
    cn: '订单已支付，重复付款已原路退回',
    en: 'The order was already paid: the second payment is refunded',
  },
} as const;

/** The refund number of an extra payment: one per payment, so recording it twice is harmless. */
export function extraRefundNo(paymentNo: string): string {
  return `L${paymentNo}`.slice(0, 40);
}

/** Records that the whole of `payment` goes back; nothing when it is already recorded. */
export async function recordExtraRefund(
  trx: Db,
  payment: { id: number; payment_no: string; order_id: number; amount: number },
  now: number,
): Promise<void> {
  const order = await trx
    .selectFrom('shop_order')
    .select(['member_id', 'status', 'lang'])
    .where('id', '=', payment.order_id)
    .executeTakeFirstOrThrow();
  const reason = REASONS[order.status === 'cancelled' ? 'cancelled' : 'duplicate'];
  await trx
    .insertInto('refund')
    .values({
      refund_no: extraRefundNo(payment.payment_no),
      order_id: payment.order_id,
      member_id: order.member_id,
      type: 'late',
      status: 'agreed',
      reason: order.lang === 'en' ? reason.en : reason.cn,
      amount: payment.amount,
      history: JSON.stringify([{ status: 'agreed', at: now }]),
      payment_id: payment.id,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('refund_no').doNothing())
    .execute();
}

/**
 * Sends back the extra payment recorded for `paymentNo` if it is not back yet. false when the
 * provider could not take the refund now: the caller answers so that the provider calls again.
 * A refund the provider took and pays out later is `processing` until its notify or the
 * refund sweep says how it ended.
 */
export async function sendExtraRefund(
  db: Db,
  methods: PaymentMethods,
  payment: { id: number; payment_no: string; order_id: number },
  now: number,
): Promise<boolean> {
  const refundNo = extraRefundNo(payment.payment_no);
  const refund = await db
    .selectFrom('refund')
    .select(['id', 'status', 'amount', 'history'])
    .where('refund_no', '=', refundNo)
    .executeTakeFirst();
  if (!refund) return true;
  if (refund.status !== 'agreed') return true;
  const request = { orderId: payment.order_id, refundNo, amount: refund.amount };
  const result = await sendMoneyBack(db, methods, { ...request, paymentId: payment.id }, now);
  if (result === 'failed') return false;
  const status = result === 'refunded' ? 'refunded' : 'processing';
  const history = [...parseHistory(refund.history), { status, at: now }];
  await db
    .updateTable('refund')
    .set({
      status,
      updated_at: now,
      history: JSON.stringify(history),
      ...(result === 'refunded'
        ? { refunded_at: now }
        : { payout_sent_at: now, payout_check_at: now + REFUND_QUERY_AFTER_MS }),
    })
    .where('id', '=', refund.id)
    .where('status', '=', 'agreed')
    .execute();
  return true;
}

function parseHistory(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
