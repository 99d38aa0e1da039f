import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import type { RefundOutcome, RefundState } from '../../providers/payment';
import type { PaymentMethods } from '../../providers/payment-methods';
import { isUniqueViolation, lockMember } from '../member';
import { paidPayment } from './settle';
import { moveBalance } from './balance-ledger';

/**
 * How long after a provider took a refund the shop first asks it how the refund ended, when no
 * notify told it: WeChat Pay pays most refunds out within minutes.
 */
export const REFUND_QUERY_AFTER_MS = 5 * 60_000;

/** A refund as the shop sends it: of an order, or of one payment (money that came late). */
export interface MoneyBackRequest {
  orderId: number;
  refundNo: string;
  amount: number;
  /** The payment to refund; the one that paid the order when null. */
  paymentId?: number | null;
}

/** The payment a refund goes back through: the one it names, or the one that paid the order. */
export async function refundPayment(db: Db, refund: MoneyBackRequest) {
  if (refund.paymentId === undefined || refund.paymentId === null) {
    return paidPayment(db, refund.orderId);
  }
  return db
    .selectFrom('payment')
    .select(['id', 'payment_no', 'method', 'amount'])
    .where('id', '=', refund.paymentId)
    .where('order_id', '=', refund.orderId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
}

/**
 * Sends part or all of a paid order's money back where it came from: through the provider of
 * the payment that paid it (the provider refunds one refund number once), or to the member's
 * balance. A balance refund is written down as a payment row of status 'refunded' named after
 * the refund number, so a second call with the same number changes nothing; it is refunded at
 * once. A provider may take the refund and pay it out later: `pending`.
 */
export async function sendMoneyBack(
  db: Db,
  methods: PaymentMethods,
  refund: MoneyBackRequest,
  now: number,
): Promise<RefundOutcome> {
  if (!Number.isInteger(refund.amount) || refund.amount <= 0) return 'failed';
  const payment = await refundPayment(db, refund);
  if (!payment || refund.amount > payment.amount) return 'failed';
  if (payment.method === 'balance') return refundToBalance(db, refund, payment.amount, now);
  const provider = methods.of(payment.method);
  if (!provider) return 'failed';
  return provider.refund({
    paymentNo: payment.payment_no,
    refundNo: refund.refundNo,
    amount: refund.amount,
    notifyUrl: methods.notifyUrl(provider),
  });
}

/**
 * What the provider says now of a refund it took; null when its payment's method has no
 * provider any more (or was the balance, which never leaves a refund on its way).
 */
export async function askAboutRefund(
  db: Db,
  methods: PaymentMethods,
  refund: MoneyBackRequest,
): Promise<RefundState | null> {
  const payment = await refundPayment(db, refund);
  const provider = payment && methods.of(payment.method);
  if (!payment || !provider) return null;
  return provider.queryRefund({
    paymentNo: payment.payment_no,
    refundNo: refund.refundNo,
    amount: refund.amount,
  });
}

/** The payment number that records a balance refund: letters and digits, 40 at most. */
export function balanceRefundNo(refundNo: string): string {
  return `RB${createHash('sha256').update(refundNo).digest('hex').slice(0, 30).toUpperCase()}`;
}

async function refundToBalance(
  db: Db,
  refund: MoneyBackRequest,
  paid: number,
  now: number,
): Promise<'refunded' | 'failed'> {
  try {
    return await db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom('shop_order')
        .select('member_id')
        .where('id', '=', refund.orderId)
        .executeTakeFirstOrThrow();
      await lockMember(trx, order.member_id);
      const before = await trx
        .selectFrom('payment')
        .select((eb) => eb.fn.sum<number | string>('amount').as('sum'))
        .where('order_id', '=', refund.orderId)
        .where('status', '=', 'refunded')
        .where('payment_no', '!=', balanceRefundNo(refund.refundNo))
        .executeTakeFirst();
      if (Number(before?.sum ?? 0) + refund.amount > paid) return 'failed';
      // The unique payment number refuses a second record of one refund (and rolls it back).
      await trx
        .insertInto('payment')
        .values({
          payment_no: balanceRefundNo(refund.refundNo),
          order_id: refund.orderId,
          method: 'balance',
          amount: refund.amount,
          status: 'refunded',
          provider_txn: `refund:${refund.refundNo}`.slice(0, 64),
          created_at: now,
          updated_at: now,
          paid_at: null,
        })
        .execute();
      await moveBalance(
        trx,
        {
          memberId: order.member_id,
          kind: 'refund',
          amount: refund.amount,
          orderId: refund.orderId,
        },
        now,
      );
      return 'refunded';
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return 'refunded';
  }
}

/** Gives a member stored value (the operator's `balance add`); answers the new balance in fen. */
export async function addBalance(db: Db, memberId: number, fen: number): Promise<number> {
  if (!Number.isSafeInteger(fen) || fen <= 0) {
    throw new Error(`a balance top-up must be a positive number of fen, not ${fen}`);
  }
  const balance = await db
    .transaction()
    .execute((trx) =>
      moveBalance(trx, { memberId, kind: 'top_up', amount: fen, orderId: null }, Date.now()),
    );
  if (balance === null) throw new Error(`no member has the id ${memberId}`);
  return balance;
}
