import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Tag } from 'antd';
import type { ConsoleAppointment } from '../../../../../contract/console-appointments';
import { STATUS_COLOURS, STATUS_NAMES } from '../words';

/** A booking's state, and a warning when it is still open on a day the boutique closed. */
export function StatusTag({ booking }: { booking: ConsoleAppointment }) {
  const { _ } = useLingui();
  const { status } = booking;
  return (
    <>
      <Tag color={STATUS_COLOURS[status]}>{_(STATUS_NAMES[status])}</Tag>
      {booking.day_closed && booking.can_cancel && (
        <Tag color="error">
          <Trans>Boutique closed that day</Trans>
        </Tag>
      )}
    </>
  );
}
