import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AfterSalesListState } from '../../../../contract/console-aftersales';
import type { RefundStatus, RefundType } from '../../../../contract/order';

export const AFTERSALES_STATE_NAMES: Record<AfterSalesListState, MessageDescriptor> = {
  open: msg`To handle (all open)`,
  requested: msg`New, to review`,
  reviewing: msg`Under review`,
  agreed: msg`Agreed`,
  returning: msg`Parcel on its way back`,
  received: msg`Parcel received, to refund`,
  processing: msg`Refund processing`,
  refunded: msg`Refunded`,
  refused: msg`Refused`,
};

/** A request's own state: a return whose parcel came back is `received` until refunded. */
export type AfterSalesState = Exclude<AfterSalesListState, 'open'>;

export function stateOf(row: {
  status: RefundStatus;
  received_at: number | null;
}): AfterSalesState {
  return row.status === 'returning' && row.received_at !== null ? 'received' : row.status;
}

export const AFTERSALES_STATE_COLOURS: Record<AfterSalesState, string> = {
  requested: 'orange',
  reviewing: 'gold',
  agreed: 'blue',
  returning: 'cyan',
  received: 'purple',
  processing: 'geekblue',
  refunded: 'green',
  refused: 'red',
};

export const AFTERSALES_TYPE_NAMES: Record<RefundType, MessageDescriptor> = {
  refund: msg`Refund only`,
  return: msg`Return and refund`,
};

/** The request's history, as the timeline names each step. */
export const HISTORY_NAMES: Record<RefundStatus, MessageDescriptor> = {
  requested: msg`Requested by the shopper`,
  reviewing: msg`Review started`,
  agreed: msg`Agreed`,
  returning: msg`Parcel on its way back`,
  processing: msg`Refund sent to the payment provider`,
  refunded: msg`Refunded`,
  refused: msg`Refused`,
};

export const RECEIVED_STEP: MessageDescriptor = msg`Returned parcel received`;
