import { CODE_INVALID_INPUT, CODE_SERVICE_UNAVAILABLE } from '../../../../contract/call';
import type { Db } from '../../../db/database';
import { BusinessError } from '../../../errors';
import { PaymentServiceError } from '../../../providers/payment';
import type { PaymentMethods } from '../../../providers/payment-methods';
import { closeOpenPayments } from '../../payment';
import { giveBackOrder } from './give-back';
import { memberOrder, orderById } from './load';
import type { OrderRow } from './rules';

export type UnpaidCancelOutcome =
  /** This call cancelled it and gave back stock, coupon and points. */
  | 'cancelled'
  /** The provider said a payment went through: the order is paid now, not cancelled. */
  | 'paid'
  /** It was no longer unpaid (paid or cancelled by someone else meanwhile): nothing changed. */
  | 'unchanged';

/**
 * Cancels an unpaid order, for the member or the sweep: the provider closes every pending
 * payment first, then `unpaid → cancelled`, and only when that update changed a row the stock,
 * coupon and points come back.
 */
export async function cancelUnpaidOrder(
  db: Db,
  payments: PaymentMethods,
  order: OrderRow,
  reason: string,
  now: number,
): Promise<UnpaidCancelOutcome> {
  if (order.status !== 'unpaid') return 'unchanged';
  if ((await closeOpenPayments(db, payments, order.id, now)) === 'paid') return 'paid';
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('shop_order')
      .set({ status: 'cancelled', cancelled_at: now, cancel_reason: reason, updated_at: now })
      .where('id', '=', order.id)
      .where('status', '=', 'unpaid')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return 'unchanged';
    await giveBackOrder(trx, order, now);
    return 'cancelled';
  });
}

type CancelRefusal =
  'cancelPaidAlready' | 'cancelProcessing' | 'cancelRefusedFinal' | 'cancelNotAllowed';

function refuse(key: CancelRefusal): BusinessError {
  return new BusinessError(CODE_INVALID_INPUT, key);
}

/** Why a paid order cannot be asked to be cancelled (again). */
function paidRefusal(order: OrderRow): BusinessError {
  if (order.status !== 'paid') return refuse('cancelNotAllowed');
  return refuse(order.cancel_status === 'processing' ? 'cancelProcessing' : 'cancelRefusedFinal');
}

/**
 * The member cancels: an unpaid order at once; a paid one (not shipped) becomes a request the
 * merchant agrees to or refuses. A paid order is asked for once: a refused request is final.
 */
export async function cancelOrder(
  db: Db,
  payments: PaymentMethods,
  memberId: number,
  orderId: number,
  reason: string,
  now: number,
): Promise<OrderRow> {
  const order = await memberOrder(db, memberId, orderId);
  if (order.status === 'unpaid') {
    const outcome = await cancelUnpaidOrder(db, payments, order, reason, now).catch(
      (error: unknown) => {
        // The payment could not be stopped: cancelling now could leave it to be paid after.
        if (error instanceof PaymentServiceError) {
          throw new BusinessError(CODE_SERVICE_UNAVAILABLE, 'cancelPaymentUnavailable');
        }
        throw error;
      },
    );
    const after = (await orderById(db, orderId)) ?? order;
    if (outcome === 'paid' || after.status !== 'cancelled') throw refuse('cancelPaidAlready');
    return after;
  }
  if (order.status !== 'paid') throw refuse('cancelNotAllowed');
  const changed = await db
    .updateTable('shop_order')
    .set({ cancel_status: 'processing', cancel_reason: reason, updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .where('cancel_status', 'is', null)
    .executeTakeFirst();
  const after = (await orderById(db, orderId)) ?? order;
  if (Number(changed.numUpdatedRows) === 0) throw paidRefusal(after);
  return after;
}

/** The member confirms receipt: `shipped → completed`, which starts the return window. */
export async function confirmReceipt(
  db: Db,
  memberId: number,
  orderId: number,
  now: number,
): Promise<OrderRow> {
  await memberOrder(db, memberId, orderId);
  const changed = await db
    .updateTable('shop_order')
    .set({ status: 'completed', received_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'shipped')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) {
    throw new BusinessError(CODE_INVALID_INPUT, 'confirmNotShipped');
  }
  return memberOrder(db, memberId, orderId);
}
