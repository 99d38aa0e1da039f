import { useLingui } from '@lingui/react';
import { Tag } from 'antd';
import type { WashingStage } from '../../../../../contract/console-washing';
import { STAGE_COLOURS, STAGE_NAMES } from '../words';

export function StageTag({ stage }: { stage: WashingStage }) {
  const { _ } = useLingui();
  return <Tag color={STAGE_COLOURS[stage]}>{_(STAGE_NAMES[stage])}</Tag>;
}
