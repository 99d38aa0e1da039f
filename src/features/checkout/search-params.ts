import * as v from 'valibot';
import type { PayMethod } from '../../../contract/order';
import { oneOf, rowId, token } from '../../lib/search-schema';

/** `?order_id=N` turns the order page into the payment step of that order. */
export const orderSearchSchema = v.object({ order_id: rowId() });

/** The pay pages: the order, the attempt being watched and the method it used. */
export const paySearchSchema = v.object({
  order_id: rowId(),
  payment_no: token(/^[A-Za-z0-9]{1,40}$/),
  method: oneOf(['wechat', 'alipay', 'balance'] as const satisfies readonly PayMethod[]),
});

export type OrderSearch = v.InferOutput<typeof orderSearchSchema>;
export type PaySearch = v.InferOutput<typeof paySearchSchema>;
