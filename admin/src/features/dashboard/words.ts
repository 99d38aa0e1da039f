import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PayMethod } from '../../../../contract/order';

// The dashboard's names for the codes the server answers (docs/glossary.md's words).

export const PAY_METHOD_NAMES: Record<PayMethod, MessageDescriptor> = {
  wechat: msg`WeChat Pay`,
  alipay: msg`Alipay`,
  balance: msg`Account balance`,
};

export const AFTER_SALE_TYPE_NAMES: Record<'refund' | 'return', MessageDescriptor> = {
  refund: msg`Refund only`,
  return: msg`Return and refund`,
};

export const AFTER_SALE_STATUS_NAMES: Record<string, MessageDescriptor> = {
  requested: msg`To review`,
  reviewing: msg`Reviewing`,
  agreed: msg`Agreed`,
  returning: msg`Parcel on its way back`,
  processing: msg`Refund being paid out`,
};

export const PERIOD_NAMES: Record<string, MessageDescriptor> = {
  am: msg`Morning`,
  pm: msg`Afternoon`,
  ev: msg`Evening`,
};

export const SERVICE_NAMES: Record<string, MessageDescriptor> = {
  appointment: msg`Boutique appointment`,
  washing: msg`Care service`,
};

export const APPOINTMENT_STATUS_NAMES: Record<string, MessageDescriptor> = {
  waiting: msg`Booked`,
  confirmed: msg`Confirmed`,
  completed: msg`Completed`,
};

/** A name from one of the tables above, or the code itself when the table has none. */
export function nameOf(
  names: Record<string, MessageDescriptor>,
  code: string,
  translate: (descriptor: MessageDescriptor) => string,
): string {
  const descriptor = names[code];
  return descriptor ? translate(descriptor) : code;
}
