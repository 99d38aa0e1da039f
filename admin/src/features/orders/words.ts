import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderListState, ShipCarrier } from '../../../../contract/console-orders';
import type { PayMethod } from '../../../../contract/order';

/** The order's state as the list's filter and tags name it (cancelling: paid, to be decided). */
export const STATE_NAMES: Record<OrderListState, MessageDescriptor> = {
  unpaid: msg`To be paid`,
  paid: msg`To be shipped`,
  cancelling: msg`Cancellation to decide`,
  shipped: msg`Shipped`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};

export const STATE_COLOURS: Record<OrderListState, string> = {
  unpaid: 'default',
  paid: 'blue',
  cancelling: 'orange',
  shipped: 'cyan',
  completed: 'green',
  cancelled: 'red',
};

/** The list's state of an order: `cancelling` while a paid order's cancellation is processing. */
export function listStateOf(order: {
  status: Exclude<OrderListState, 'cancelling'>;
  cancel_status: string | null;
}): OrderListState {
  return order.status === 'paid' && order.cancel_status === 'processing'
    ? 'cancelling'
    : order.status;
}

export const PAY_METHOD_NAMES: Record<PayMethod, MessageDescriptor> = {
  wechat: msg`WeChat Pay`,
  alipay: msg`Alipay`,
  balance: msg`Account balance`,
};

export const CARRIER_NAMES: Record<ShipCarrier, MessageDescriptor> = {
  SF: msg`SF Express`,
  EMS: msg`China Post EMS`,
  JD: msg`JD Logistics`,
};

export const PAYMENT_STATUS_NAMES: Record<string, MessageDescriptor> = {
  pending: msg`Awaiting payment`,
  paid: msg`Paid`,
  failed: msg`Failed`,
  closed: msg`Closed`,
};

export const REFUND_TYPE_NAMES: Record<string, MessageDescriptor> = {
  refund: msg`Refund only`,
  return: msg`Return and refund`,
  cancel: msg`Cancellation`,
  late: msg`Payment after cancelling`,
};

export const REFUND_STATUS_NAMES: Record<string, MessageDescriptor> = {
  requested: msg`Requested`,
  reviewing: msg`Under review`,
  agreed: msg`Agreed`,
  returning: msg`Parcel on its way back`,
  processing: msg`Refund processing`,
  refunded: msg`Refunded`,
  refused: msg`Refused`,
};

export const EVENT_NAMES: Record<string, MessageDescriptor> = {
  placed: msg`Placed`,
  paid: msg`Paid`,
  shipped: msg`Shipped`,
  received: msg`Received by the shopper`,
  cancelled: msg`Cancelled`,
  refund: msg`Refund`,
  'order.ship': msg`Shipped by staff`,
  'order.shipment_correct': msg`Shipment corrected`,
  'order.cancel_agree': msg`Cancellation agreed`,
  'order.cancel_refuse': msg`Cancellation refused`,
};

export const INVOICE_TYPE_NAMES: Record<string, MessageDescriptor> = {
  general: msg`General VAT invoice`,
  special: msg`Special VAT invoice`,
};
