import { useLingui } from '@lingui/react';
import { Tag } from 'antd';
import type { InvoiceStatus } from '../../../../../contract/order';
import { INVOICE_STATUS_COLOURS, INVOICE_STATUS_NAMES } from '../words';

export function InvoiceStateTag({ status }: { status: InvoiceStatus }) {
  const { _ } = useLingui();
  return <Tag color={INVOICE_STATUS_COLOURS[status]}>{_(INVOICE_STATUS_NAMES[status])}</Tag>;
}
