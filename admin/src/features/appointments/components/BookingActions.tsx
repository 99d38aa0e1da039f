import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, DatePicker, Form, Input, Modal, Radio, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { ReservePeriod } from '../../../../../contract/appointment';
import type { ConsoleAppointment } from '../../../../../contract/console-appointments';
import { dayQuery, useBookingAction, type BookingAction } from '../api';
import { shopToday } from '../search';

interface Props {
  booking: ConsoleAppointment;
}

/** What staff may do with a booking now: confirm, move, complete after the visit, cancel. */
export function BookingActions({ booking }: Props) {
  const { message, modal } = App.useApp();
  const action = useBookingAction(booking);
  const [dialog, setDialog] = useState<'reschedule' | 'cancel' | null>(null);
  const run = (input: BookingAction, done: string) =>
    action
      .mutateAsync(input)
      .then(() => {
        void message.success(done);
        setDialog(null);
      })
      .catch((error: Error) => {
        void message.error(error.message);
        throw error;
      });
  const who = `${booking.name} ${booking.date} ${booking.hours}`;
  return (
    <Space size={0} wrap>
      {booking.can_confirm && (
        <Button
          size="small"
          type="link"
          onClick={() =>
            modal.confirm({
              title: t`Confirm the appointment of ${who}?`,
              content: t`The member will see it confirmed, and may still cancel it before the day.`,
              okText: t`Confirm the booking`,
              cancelText: t`Back`,
              onOk: () => run({ kind: 'confirm' }, t`Appointment ${booking.id} confirmed`),
            })
          }
        >
          <Trans>Confirm the booking</Trans>
        </Button>
      )}
      {booking.can_reschedule && (
        <Button size="small" type="link" onClick={() => setDialog('reschedule')}>
          <Trans>Reschedule</Trans>
        </Button>
      )}
      {booking.can_complete && (
        <Button
          size="small"
          type="link"
          onClick={() =>
            modal.confirm({
              title: t`Mark the visit of ${who} as completed?`,
              okText: t`Completed`,
              cancelText: t`Back`,
              onOk: () => run({ kind: 'complete' }, t`Appointment ${booking.id} completed`),
            })
          }
        >
          <Trans>Complete</Trans>
        </Button>
      )}
      {booking.can_cancel && (
        <Button size="small" type="link" danger onClick={() => setDialog('cancel')}>
          <Trans>Cancel</Trans>
        </Button>
      )}
      {dialog === 'reschedule' && (
        <RescheduleDialog
          booking={booking}
          pending={action.isPending}
          error={action.error?.message}
          onClose={() => {
            action.reset();
            setDialog(null);
          }}
          onSubmit={(date, period) =>
            run({ kind: 'reschedule', date, period }, t`Appointment ${booking.id} moved`)
          }
        />
      )}
      {dialog === 'cancel' && (
        <CancelDialog
          booking={booking}
          pending={action.isPending}
          error={action.error?.message}
          onClose={() => {
            action.reset();
            setDialog(null);
          }}
          onSubmit={(text) =>
            run({ kind: 'cancel', message: text }, t`Appointment ${booking.id} cancelled`)
          }
        />
      )}
    </Space>
  );
}

interface DialogProps {
  booking: ConsoleAppointment;
  pending: boolean;
  error?: string;
  onClose: () => void;
}

/** Another day and period of the boutique, each period with the places it has left. */
function RescheduleDialog({
  booking,
  pending,
  error,
  onClose,
  onSubmit,
}: DialogProps & { onSubmit: (date: string, period: ReservePeriod) => Promise<void> }) {
  const [day, setDay] = useState<Dayjs>(dayjs(booking.date));
  const [period, setPeriod] = useState<ReservePeriod | null>(null);
  const date = day.format('YYYY-MM-DD');
  const { data, isFetching } = useQuery(dayQuery(booking.store_id, date));
  const today = shopToday();
  return (
    <Modal
      open
      title={t`Reschedule appointment ${booking.id}`}
      onCancel={onClose}
      onOk={() => (period ? void onSubmit(date, period).catch(() => {}) : undefined)}
      okText={t`Move it`}
      okButtonProps={{ disabled: !period }}
      confirmLoading={pending}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Text type="secondary">
          {booking.name} · {booking.store_name} · {booking.date} {booking.hours}
        </Typography.Text>
        {error && <Alert type="error" showIcon title={error} />}
        <Form layout="vertical">
          <Form.Item label={t`New day`}>
            <DatePicker
              aria-label={t`New day`}
              value={day}
              allowClear={false}
              disabledDate={(d) => d.format('YYYY-MM-DD') <= today}
              onChange={(value) => {
                if (value) setDay(value);
                setPeriod(null);
              }}
            />
          </Form.Item>
          <Form.Item label={t`New time`}>
            {data?.closed ? (
              <Typography.Text type="warning">
                <Trans>The boutique takes no appointments that day.</Trans>
              </Typography.Text>
            ) : (
              <Radio.Group
                aria-label={t`New time`}
                value={period}
                disabled={isFetching}
                onChange={(event) => setPeriod(event.target.value as ReservePeriod)}
              >
                <Space orientation="vertical">
                  {(data?.slots ?? []).map((slot) => {
                    const here = date === booking.date && slot.period === booking.period;
                    const left = slot.places - slot.taken;
                    return (
                      <Radio key={slot.period} value={slot.period} disabled={here || left <= 0}>
                        {slot.period_name} {slot.hours} ·{' '}
                        {here
                          ? t`booked now`
                          : left > 0
                            ? t`${left} of ${slot.places} places left`
                            : t`full`}
                      </Radio>
                    );
                  })}
                </Space>
              </Radio.Group>
            )}
          </Form.Item>
        </Form>
      </Space>
    </Modal>
  );
}

/** The boutique cancels, writing the member why; they read it on their appointment. */
function CancelDialog({
  booking,
  pending,
  error,
  onClose,
  onSubmit,
}: DialogProps & { onSubmit: (message: string) => Promise<void> }) {
  const [form] = Form.useForm<{ message: string }>();
  return (
    <Modal
      open
      title={t`Cancel appointment ${booking.id}`}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t`Cancel the appointment`}
      okButtonProps={{ danger: true }}
      cancelText={t`Back`}
      confirmLoading={pending}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Text type="secondary">
          {booking.name} · {booking.store_name} · {booking.date} {booking.hours}
        </Typography.Text>
        {error && <Alert type="error" showIcon title={error} />}
        <Form
          form={form}
          layout="vertical"
          onFinish={(fields) => void onSubmit(fields.message).catch(() => {})}
        >
          <Form.Item
            name="message"
            label={t`Message to the member`}
            rules={[
              { required: true, whitespace: true, message: t`Write the member why` },
              { max: 200, message: t`At most 200 characters` },
            ]}
          >
            <Input.TextArea rows={3} showCount maxLength={200} />
          </Form.Item>
        </Form>
      </Space>
    </Modal>
  );
}
