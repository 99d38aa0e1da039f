import { useLingui } from '@lingui/react';
import { Tag } from 'antd';
import type { RefundStatus } from '../../../../../contract/order';
import { AFTERSALES_STATE_COLOURS, AFTERSALES_STATE_NAMES, stateOf } from '../words';

export function AfterSalesStateTag(props: { status: RefundStatus; received_at: number | null }) {
  const { _ } = useLingui();
  const state = stateOf(props);
  return <Tag color={AFTERSALES_STATE_COLOURS[state]}>{_(AFTERSALES_STATE_NAMES[state])}</Tag>;
}
