import { useLingui } from '@lingui/react';
import { Tag } from 'antd';
import type { AppointmentStatus } from '../../../../../contract/appointment';
import { STATUS_COLOURS, STATUS_NAMES } from '../words';

export function StatusTag({ status }: { status: AppointmentStatus }) {
  const { _ } = useLingui();
  return <Tag color={STATUS_COLOURS[status]}>{_(STATUS_NAMES[status])}</Tag>;
}
