import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WashingState } from '../../../../contract/appointment';
import type { WashingStage } from '../../../../contract/console-washing';

export const STAGE_NAMES: Record<WashingStage, MessageDescriptor> = {
  waiting: msg`Waiting for the adviser`,
  confirmed: msg`Drop-off confirmed`,
  completed: msg`Visit completed`,
  received: msg`Piece received`,
  cleaning: msg`In care at the workshop`,
  ready: msg`Ready to collect`,
  collected: msg`Collected`,
  cancelled: msg`Cancelled`,
};

export const STAGE_COLOURS: Record<WashingStage, string> = {
  waiting: 'gold',
  confirmed: 'blue',
  completed: 'default',
  received: 'cyan',
  cleaning: 'geekblue',
  ready: 'green',
  collected: 'default',
  cancelled: 'red',
};

/** The button that moves the care on to a state. */
export const STEP_ACTIONS: Record<WashingState, MessageDescriptor> = {
  received: msg`Piece received`,
  cleaning: msg`Sent to the workshop`,
  ready: msg`Ready to collect`,
  collected: msg`Collected by the member`,
};
