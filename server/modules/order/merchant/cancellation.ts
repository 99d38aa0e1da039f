import type { Db } from '../../../db/database';
import type { MessageKey } from '../../../messages';
import type { RefundOutcome } from '../../../providers/payment';
import type { PaymentMethods } from '../../../providers/payment-methods';
import { writeAudit, type Actor } from '../../staff';
import { newRefundNo } from '../lifecycle/after-sales';
import { lockOrder } from '../lifecycle/load';
import { payOutRefund } from '../lifecycle/refund-payout';
import { withHistory, type RefundRow } from '../lifecycle/refund-views';
import type { OrderRow } from '../lifecycle/rules';
import { merchantOrder } from './find';
import { OrderRefusal, yuanText } from './refusal';

/** Why an order that is not paid has no cancellation to decide, by its status. */
const NOTHING_TO_DECIDE: Record<string, MessageKey> = {
  unpaid: 'cancelDecideUnpaid',
  shipped: 'cancelDecideShipped',
  completed: 'cancelDecideCompleted',
  cancelled: 'cancelDecideCancelled',
};

/** Why this order has no cancellation to decide, or null when one is processing. */
function decideRefusalOf(order: OrderRow): OrderRefusal | null {
  if (order.status === 'paid' && order.cancel_status === 'processing') return null;
  const orderNo = order.order_no;
  if (order.status !== 'paid') {
    return new OrderRefusal(
      'conflict',
      NOTHING_TO_DECIDE[order.status] ?? 'cancelDecideCancelled',
      {
        orderNo,
      },
    );
  }
  const key =
    order.cancel_status === 'rejected' ? 'cancelDecideAlreadyRefused' : 'cancelDecideNotAsked';
  return new OrderRefusal('conflict', key, { orderNo });
}

function requireProcessing(order: OrderRow): void {
  const refusal = decideRefusalOf(order);
  if (refusal) throw refusal;
}

async function cancelRefundOf(db: Db, orderId: number): Promise<RefundRow | undefined> {
  return db
    .selectFrom('refund')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('type', '=', 'cancel')
    .executeTakeFirst();
}

/**
 * The refund row of the agreed cancellation: made on the first try, reused when the money could
 * not be sent and the merchant tries again, so the provider sees one refund number.
 */
async function cancelRefund(db: Db, order: OrderRow, now: number): Promise<RefundRow> {
  return db.transaction().execute(async (trx) => {
    await lockOrder(trx, order.id);
    const existing = await cancelRefundOf(trx, order.id);
    if (existing) return existing;
    // Under the order's lock: a refusal that came first is seen, and no money leaves.
    requireProcessing(await merchantOrder(trx, order.order_no));
    return trx
      .insertInto('refund')
      .values({
        refund_no: newRefundNo(now),
        order_id: order.id,
        member_id: order.member_id,
        type: 'cancel',
        status: 'agreed',
        reason: order.cancel_reason,
        amount: order.pay_amount - order.refunded_amount,
        history: withHistory('[]', 'agreed', now),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export interface AgreedCancellation {
  order: OrderRow;
  /** The cancellation's refund as it is now: refunded, or processing with the provider. */
  refund: RefundRow;
  outcome: Exclude<RefundOutcome, 'failed'>;
}

/**
 * The merchant agrees to cancel a paid order: the whole amount goes back through the provider
 * (or to the balance). Once the provider took it, `paid → cancelled` and, only when that update
 * changed a row, stock, coupon and points used come back and points earned are taken back; the
 * order's refunded amount grows once the money arrived, at once or when the provider says so
 * (refund-payout.ts). Of two decisions at once, one is carried out and the other refused.
 */
export async function agreeCancellation(
  db: Db,
  payments: PaymentMethods,
  actor: Actor,
  orderNo: string,
  now: number,
): Promise<AgreedCancellation> {
  const order = await merchantOrder(db, orderNo);
  requireProcessing(order);
  const refund = await cancelRefund(db, order, now);
  const { outcome, moved } = await payOutRefund(db, payments, refund, now);
  if (outcome === 'failed') {
    throw new OrderRefusal('unavailable', 'cancelRefundFailed', {
      orderNo: order.order_no,
      amount: yuanText(refund.amount),
    });
  }
  const [after, sent] = await Promise.all([
    merchantOrder(db, order.order_no),
    db.selectFrom('refund').selectAll().where('id', '=', refund.id).executeTakeFirstOrThrow(),
  ]);
  if (!moved || after.status !== 'cancelled') {
    throw new OrderRefusal('conflict', 'orderDecidedMeanwhile', { orderNo: order.order_no });
  }
  await writeAudit(
    db,
    actor,
    {
      action: 'order.cancel_agree',
      recordType: 'order',
      recordId: order.order_no,
      before: { status: order.status, cancel_status: order.cancel_status },
      after: {
        status: after.status,
        cancel_status: after.cancel_status,
        refund_no: sent.refund_no,
        refund_amount: sent.amount,
        refund_status: sent.status,
      },
    },
    now,
  );
  return { order: after, refund: sent, outcome };
}

/** The merchant refuses: the cancellation is rejected with the reason the shopper reads, and the order ships. */
export async function refuseCancellation(
  db: Db,
  actor: Actor,
  orderNo: string,
  reasonText: string,
  now: number,
): Promise<OrderRow> {
  const reason = reasonText.trim();
  if (!reason) throw new OrderRefusal('invalid', 'cancelRefuseReasonNeeded');
  const order = await merchantOrder(db, orderNo);
  requireProcessing(order);
  const refused = await db.transaction().execute(async (trx) => {
    await lockOrder(trx, order.id);
    // An agreement that came first has its refund on the way: it is not taken back.
    if (await cancelRefundOf(trx, order.id)) {
      throw new OrderRefusal('conflict', 'cancelDecideAgreed', { orderNo: order.order_no });
    }
    const row = await trx
      .updateTable('shop_order')
      .set({ cancel_status: 'rejected', cancel_refuse_reason: reason, updated_at: now })
      .where('id', '=', order.id)
      .where('status', '=', 'paid')
      .where('cancel_status', '=', 'processing')
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await writeAudit(
      trx,
      actor,
      {
        action: 'order.cancel_refuse',
        recordType: 'order',
        recordId: order.order_no,
        before: { cancel_status: 'processing', cancel_refuse_reason: null },
        after: { cancel_status: 'rejected', cancel_refuse_reason: reason },
      },
      now,
    );
    return row;
  });
  if (!refused) {
    throw new OrderRefusal('conflict', 'orderDecidedMeanwhile', { orderNo: order.order_no });
  }
  return refused;
}
