import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Timeline, Typography } from 'antd';
import type { MessageDescriptor } from '@lingui/core';
import type { ConsoleOrderEvent, ShipCarrier } from '../../../../../contract/console-orders';
import type { PayMethod } from '../../../../../contract/order';
import { formatTime } from '../../../lib/time';
import { meQuery } from '../../session/api';
import { staffListQuery } from '../../staff/api';
import { CARRIER_NAMES, EVENT_NAMES, PAY_METHOD_NAMES } from '../words';

/** The order's life, oldest first, with who among the staff did what. */
export function OrderTimeline({ events }: { events: ConsoleOrderEvent[] }) {
  const { _ } = useLingui();
  const { data: me } = useQuery(meQuery);
  // Names for the staff ids, for those who may see the staff list; the others read the ids.
  const { data: staff = [] } = useQuery({
    ...staffListQuery,
    enabled: me?.permissions.includes('staff.manage') ?? false,
  });
  const who = (actor: string) => {
    if (actor === '') return '';
    if (actor === 'operator') return t`Operator (command line)`;
    if (actor === String(me?.id)) return me?.account ?? actor;
    return staff.find((member) => String(member.id) === actor)?.account ?? `#${actor}`;
  };
  // A payment's method and a parcel's carrier are stored as codes: they are told by name.
  const detailOf = (event: ConsoleOrderEvent) => {
    const method = PAY_METHOD_NAMES[event.detail as PayMethod] as MessageDescriptor | undefined;
    if (event.event === 'paid' && method) return _(method);
    return event.detail.replace(/^(SF|EMS|JD)\b/, (code) => _(CARRIER_NAMES[code as ShipCarrier]));
  };
  return (
    <Timeline
      items={events.map((event, index) => {
        const name = EVENT_NAMES[event.event];
        return {
          key: `${event.at}-${index}`,
          color: event.actor ? 'blue' : 'gray',
          content: (
            <span data-testid="order-event">
              <Typography.Text strong>{name ? _(name) : event.event}</Typography.Text>{' '}
              {event.detail && <Typography.Text>{detailOf(event)}</Typography.Text>}
              <br />
              <Typography.Text type="secondary" className="console-time">
                {formatTime(event.at)}
              </Typography.Text>{' '}
              {event.actor && (
                <Typography.Text type="secondary">· {who(event.actor)}</Typography.Text>
              )}
            </span>
          ),
        };
      })}
    />
  );
}
