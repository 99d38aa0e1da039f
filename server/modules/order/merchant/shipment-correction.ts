import type { Db } from '../../../db/database';
import { writeAudit, type Actor } from '../../staff';
import type { OrderRow } from '../lifecycle/rules';
import { merchantOrder } from './find';
import { OrderRefusal } from './refusal';
import { checkShipment, type Shipment } from './ship';

/** A correction: the shipment as it should be, and as the staff member saw it. */
export interface ShipmentCorrection extends Shipment {
  seen: { carrier: string; trackingNo: string };
}

/**
 * The merchant corrects the carrier or tracking number of a shipped (or completed) order. Only
 * when the shipment is still the one the staff member saw: of two corrections at once, one wins
 * and the other is told. The change is audited in the same transaction.
 */
export async function correctShipment(
  db: Db,
  actor: Actor,
  correction: ShipmentCorrection,
  now: number,
): Promise<OrderRow> {
  const { carrier, trackingNo } = checkShipment(correction);
  const order = await merchantOrder(db, correction.orderNo);
  const orderNo = order.order_no;
  if (order.status !== 'shipped' && order.status !== 'completed') {
    throw new OrderRefusal('conflict', 'shipmentNotShipped', { orderNo });
  }
  const { seen } = correction;
  if (order.carrier !== seen.carrier || order.tracking_no !== seen.trackingNo.trim()) {
    throw new OrderRefusal('conflict', 'shipmentChangedMeanwhile', { orderNo });
  }
  if (order.carrier === carrier && order.tracking_no === trackingNo) {
    throw new OrderRefusal('invalid', 'shipmentUnchanged');
  }
  const corrected = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('shop_order')
      .set({ carrier, tracking_no: trackingNo, updated_at: now })
      .where('id', '=', order.id)
      .where('status', 'in', ['shipped', 'completed'])
      .where('carrier', '=', order.carrier)
      .where('tracking_no', '=', order.tracking_no)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await writeAudit(
      trx,
      actor,
      {
        action: 'order.shipment_correct',
        recordType: 'order',
        recordId: orderNo,
        before: { carrier: order.carrier, tracking_no: order.tracking_no },
        after: { carrier, tracking_no: trackingNo },
      },
      now,
    );
    return row;
  });
  if (!corrected) throw new OrderRefusal('conflict', 'shipmentChangedMeanwhile', { orderNo });
  return corrected;
}
