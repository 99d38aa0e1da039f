import { useLingui } from '@lingui/react';
import { Tag } from 'antd';
import type { CancelStatus, OrderStatus } from '../../../../../contract/order';
import { STATE_COLOURS, STATE_NAMES, listStateOf } from '../words';

export function OrderStateTag({
  order,
}: {
  order: { status: OrderStatus; cancel_status: CancelStatus | null };
}) {
  const { _ } = useLingui();
  const state = listStateOf(order);
  return <Tag color={STATE_COLOURS[state]}>{_(STATE_NAMES[state])}</Tag>;
}
