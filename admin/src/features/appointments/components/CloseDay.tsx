import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { BoutiqueDay } from '../../../../../contract/console-appointments';
import { formatTime } from '../../../lib/time';
import { useDayClosing } from '../api';
import { shopToday } from '../search';

/**
 * Closing the day shown: with a reason, so the shopper's form no longer offers it; the bookings
 * already on it stay below, for staff to move or cancel each. A closed day can be opened again.
 */
export function CloseDay({ day }: { day: BoutiqueDay }) {
  const { message } = App.useApp();
  const closing = useDayClosing(day.store_id, day.date);
  const [asking, setAsking] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const open = day.slots.flatMap((s) => s.appointments).filter((a) => a.can_reschedule).length;
  const fail = (error: Error) => void message.error(error.message);
  if (day.date < shopToday()) {
    return day.closed ? (
      <Alert type="warning" showIcon title={t`The boutique took no appointments that day.`} />
    ) : null;
  }
  if (day.closed_day) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t`The boutique is closed on ${day.date}: no new bookings are taken.`}
        description={
          <>
            <div>
              <Trans>Reason:</Trans> {day.closed_day.reason || '—'}
              {day.closed_day.closed_at !== null && ` · ${formatTime(day.closed_day.closed_at)}`}
            </div>
            {open > 0 && (
              <div>
                {plural(open, {
                  one: '# open booking is still on this day: reschedule or cancel it below.',
                  other: '# open bookings are still on this day: reschedule or cancel each below.',
                })}
              </div>
            )}
          </>
        }
        action={
          <Button
            loading={closing.isPending}
            onClick={() =>
              closing
                .mutateAsync({ kind: 'reopen' })
                .then(() => void message.success(t`The day is open for bookings again`))
                .catch(fail)
            }
          >
            <Trans>Reopen the day</Trans>
          </Button>
        }
      />
    );
  }
  if (day.closed) {
    return (
      <Alert type="warning" showIcon title={t`The boutique takes no appointments that day.`} />
    );
  }
  const submit = ({ reason }: { reason: string }) =>
    closing
      .mutateAsync({ kind: 'close', reason })
      .then(() => {
        void message.success(t`The day is closed`);
        setAsking(false);
        form.resetFields();
      })
      .catch(fail);
  return (
    <>
      <Button danger onClick={() => setAsking(true)}>
        <Trans>Close this day</Trans>
      </Button>
      <Modal
        open={asking}
        title={t`Close the boutique on ${day.date}?`}
        okText={t`Close the day`}
        okButtonProps={{ danger: true, loading: closing.isPending }}
        cancelText={t`Back`}
        onOk={() => form.submit()}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <p>
          <Trans>
            Shoppers can no longer book this day. The bookings already on it stay: reschedule or
            cancel each with a message to the member.
          </Trans>
        </p>
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="reason"
            label={t`Reason`}
            rules={[
              {
                required: true,
                whitespace: true,
                max: 200,
                message: t`Write why (1–200 characters)`,
              },
            ]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
