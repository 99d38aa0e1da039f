import type { Db } from '../../../db/database';
import { REFUND_QUERY_AFTER_MS } from '../../payment';

/**
 * A refund the operator should look at: one the provider could not pay out (`failure` says
 * why, in the provider's words), or one still processing after the few minutes a refund
 * usually takes (`failure` is '').
 */
export interface StuckRefund {
  refundNo: string;
  orderNo: string;
  /** refund, return, cancel or late */
  kind: string;
  /** fen */
  amount: number;
  /** The way it was paid, which the refund goes back through. */
  method: string | null;
  memberMobile: string;
  /** When the provider took it. */
  sentAt: number | null;
  failure: string;
}

/**
 * The refunds stuck with the payment providers, those not paid out first, then the longest
 * processing: what the operator's `refunds stuck` and the merchant console show.
 */
export async function listStuckRefunds(db: Db, now: number, limit = 100): Promise<StuckRefund[]> {
  const rows = await db
    .selectFrom('refund')
    .innerJoin('shop_order', 'shop_order.id', 'refund.order_id')
    .innerJoin('member', 'member.id', 'refund.member_id')
    .leftJoin('payment', 'payment.id', 'refund.payment_id')
    .select([
      'refund.refund_no',
      'refund.type',
      'refund.amount',
      'refund.payout_sent_at',
      'refund.payout_failure',
      'shop_order.order_no',
      'shop_order.pay_method',
      'payment.method',
      'member.mobile',
    ])
    .where('refund.status', '=', 'processing')
    .where((eb) =>
      eb.or([
        eb('refund.payout_failure', '!=', ''),
        eb('refund.payout_sent_at', '<=', now - REFUND_QUERY_AFTER_MS),
      ]),
    )
    .orderBy((eb) => eb.case().when('refund.payout_failure', '=', '').then(1).else(0).end())
    .orderBy('refund.payout_sent_at')
    .orderBy('refund.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    refundNo: row.refund_no,
    orderNo: row.order_no,
    kind: row.type,
    amount: row.amount,
    method: row.method ?? row.pay_method,
    memberMobile: row.mobile,
    sentAt: row.payout_sent_at,
    failure: row.payout_failure,
  }));
}
