import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppointmentStatus } from '../../../../contract/appointment';

export const STATUS_NAMES: Record<AppointmentStatus, MessageDescriptor> = {
  waiting: msg`Waiting for a reply`,
  confirmed: msg`Confirmed`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};

export const STATUS_COLOURS: Record<AppointmentStatus, string> = {
  waiting: 'gold',
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'default',
};
