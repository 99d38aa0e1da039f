import type { Db } from '../../../db/database';
import { orderByNo } from '../lifecycle/load';
import type { OrderRow } from '../lifecycle/rules';
import { OrderRefusal } from './refusal';

/** The order with this number, as the merchant typed it; refused when there is none. */
export async function merchantOrder(db: Db, orderNo: string): Promise<OrderRow> {
  const order = await orderByNo(db, orderNo.trim());
  if (!order) throw new OrderRefusal('not_found', 'merchantOrderUnknown', { orderNo });
  return order;
}
