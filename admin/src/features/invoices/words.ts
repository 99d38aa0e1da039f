import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InvoiceListState } from '../../../../contract/console-invoices';
import type { InvoiceHeader, InvoiceStatus, InvoiceType } from '../../../../contract/order';

export const INVOICE_STATE_NAMES: Record<InvoiceListState, MessageDescriptor> = {
  pending: msg`To issue (all)`,
  requested: msg`General, to issue`,
  needs_service: msg`Special VAT, to complete`,
  issued: msg`Issued`,
  refused: msg`Refused`,
};

export const INVOICE_STATUS_NAMES: Record<InvoiceStatus, MessageDescriptor> = {
  requested: msg`To issue`,
  needs_service: msg`To complete (special VAT)`,
  issued: msg`Issued`,
  refused: msg`Refused`,
};

export const INVOICE_STATUS_COLOURS: Record<InvoiceStatus, string> = {
  requested: 'blue',
  needs_service: 'orange',
  issued: 'green',
  refused: 'red',
};

export const INVOICE_TYPE_NAMES: Record<InvoiceType, MessageDescriptor> = {
  general: msg`General e-invoice`,
  special: msg`Special VAT invoice`,
};

export const INVOICE_HEADER_NAMES: Record<InvoiceHeader, MessageDescriptor> = {
  personal: msg`Personal`,
  company: msg`Company`,
};
