import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { App, Button, Form, Input, InputNumber, Space, Steps, Typography } from 'antd';
import { WASHING_STATES } from '../../../../../contract/appointment';
import type { ConsoleWashingRequest } from '../../../../../contract/console-washing';
import { formatTime } from '../../../lib/time';
import { useWashingAction, type WashingAction } from '../api';
import { STAGE_NAMES, STEP_ACTIONS } from '../words';

/** The care of a request: its steps, its price, the next step and the pick-up notice. */
export function CareActions({ request }: { request: ConsoleWashingRequest }) {
  const { _ } = useLingui();
  const { message, modal } = App.useApp();
  const action = useWashingAction(request);
  const run = (input: WashingAction, done: string) =>
    action
      .mutateAsync(input)
      .then(() => void message.success(done))
      .catch((error: Error) => void message.error(error.message));
  const current = request.washing_state ? WASHING_STATES.indexOf(request.washing_state) : -1;
  const next = request.next_state;
  return (
    <Space orientation="vertical" size={20} style={{ width: '100%' }}>
      <Steps
        size="small"
        current={current}
        items={WASHING_STATES.map((state) => ({ title: _(STAGE_NAMES[state]) }))}
      />
      {request.can_price && (
        <Form<{ price: number }>
          key={`price-${request.version}`}
          layout="inline"
          initialValues={{ price: request.price === null ? undefined : request.price / 100 }}
          onFinish={({ price }) =>
            run({ kind: 'price', price: Math.round(price * 100) }, t`Price saved`)
          }
        >
          <Form.Item
            name="price"
            label={t`Price (yuan)`}
            rules={[{ required: true, message: t`Enter the price` }]}
          >
            <InputNumber
              min={0.01}
              max={1_000_000}
              precision={2}
              prefix="¥"
              style={{ width: 180 }}
            />
          </Form.Item>
          <Button htmlType="submit" loading={action.isPending}>
            {request.price === null ? (
              <Trans>Set the price</Trans>
            ) : (
              <Trans>Change the price</Trans>
            )}
          </Button>
        </Form>
      )}
      {request.can_notify && (
        <Form<{ notice: string }>
          key={`notice-${request.version}`}
          layout="vertical"
          initialValues={{ notice: request.pickup_notice }}
          onFinish={({ notice }) => run({ kind: 'notice', notice }, t`Pick-up notice sent`)}
        >
          <Form.Item
            name="notice"
            label={t`Pick-up notice to the member`}
            rules={[
              {
                required: true,
                whitespace: true,
                max: 200,
                message: t`Write the notice (1–200 characters)`,
              },
            ]}
            extra={
              request.notified_at === null
                ? t`The member reads it on their washing request.`
                : t`Sent ${formatTime(request.notified_at)}; sending again replaces it.`
            }
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={action.isPending}>
            <Trans>Send the pick-up notice</Trans>
          </Button>
        </Form>
      )}
      {next && (
        <Space wrap>
          <Button
            type="primary"
            loading={action.isPending}
            onClick={() =>
              modal.confirm({
                title: t`Move request #${request.id} on to “${_(STAGE_NAMES[next])}”?`,
                content:
                  next === 'received'
                    ? t`The drop-off visit is marked completed at the same time.`
                    : t`The member sees the new state of the care.`,
                okText: _(STEP_ACTIONS[next]),
                cancelText: t`Back`,
                onOk: () => run({ kind: 'progress', to: next }, _(STAGE_NAMES[next])),
              })
            }
          >
            {_(STEP_ACTIONS[next])}
          </Button>
        </Space>
      )}
      {!next && request.washing_state === 'cleaning' && request.price === null && (
        <Typography.Text type="warning">
          <Trans>Set the price before the piece is ready to collect.</Trans>
        </Typography.Text>
      )}
    </Space>
  );
}
