import type { Db } from '../../../db/database';
import type { MessageKey } from '../../../messages';
import { CARRIERS, carrierCode } from '../../../providers/carrier';
import { writeAudit, type Actor } from '../../staff';
import type { OrderRow } from '../lifecycle/rules';
import { merchantOrder } from './find';
import { OrderRefusal } from './refusal';

const TRACKING_PATTERN = /^[A-Za-z0-9-]{6,30}$/;

/** Why an order that is not `paid` cannot ship, by its status. */
const NOT_SHIPPABLE: Record<string, MessageKey> = {
  unpaid: 'shipUnpaid',
  shipped: 'shipShipped',
  completed: 'shipCompleted',
  cancelled: 'shipCancelled',
};

export interface Shipment {
  orderNo: string;
  /** A carrier's code as typed: `SF`, `sf`, `EMS`, `JD`. */
  carrier: string;
  trackingNo: string;
}

/** The carrier's code and the tracking number, or the refusal of either. */
export function checkShipment(shipment: Shipment): { carrier: string; trackingNo: string } {
  const carrier = carrierCode(shipment.carrier);
  if (!carrier) {
    throw new OrderRefusal('invalid', 'shipCarrierUnknown', {
      carrier: shipment.carrier,
      carriers: Object.keys(CARRIERS).join(', '),
    });
  }
  const trackingNo = shipment.trackingNo.trim();
  if (!TRACKING_PATTERN.test(trackingNo)) throw new OrderRefusal('invalid', 'shipTrackingInvalid');
  return { carrier, trackingNo };
}

/** Why this order cannot ship now, or null when it can. */
export function shipRefusalOf(order: OrderRow): OrderRefusal | null {
  const orderNo = order.order_no;
  if (order.status === 'paid') {
    return order.cancel_status === 'processing'
      ? new OrderRefusal('conflict', 'shipCancellationPending', { orderNo })
      : null;
  }
  return new OrderRefusal('conflict', NOT_SHIPPABLE[order.status] ?? 'shipShipped', { orderNo });
}

/**
 * The merchant ships a paid order: `paid → shipped` with the carrier and tracking number, never
 * while a cancellation is processing. Of two staff shipping one order at once, the conditional
 * update lets one through; the other is refused with what the order is now. The change and who
 * made it are written to the audit log in the same transaction.
 */
export async function shipOrder(
  db: Db,
  actor: Actor,
  shipment: Shipment,
  now: number,
): Promise<OrderRow> {
  const { carrier, trackingNo } = checkShipment(shipment);
  const order = await merchantOrder(db, shipment.orderNo);
  const shipped = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('shop_order')
      .set({
        status: 'shipped',
        shipped_at: now,
        carrier,
        tracking_no: trackingNo,
        updated_at: now,
      })
      .where('id', '=', order.id)
      .where('status', '=', 'paid')
      .where((eb) =>
        eb.or([eb('cancel_status', 'is', null), eb('cancel_status', '!=', 'processing')]),
      )
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await writeAudit(
      trx,
      actor,
      {
        action: 'order.ship',
        recordType: 'order',
        recordId: order.order_no,
        before: { status: 'paid', carrier: null, tracking_no: null },
        after: { status: 'shipped', carrier, tracking_no: trackingNo },
      },
      now,
    );
    return row;
  });
  if (shipped) return shipped;
  const current = await merchantOrder(db, order.order_no);
  throw (
    shipRefusalOf(current) ??
    new OrderRefusal('conflict', 'orderDecidedMeanwhile', { orderNo: order.order_no })
  );
}
