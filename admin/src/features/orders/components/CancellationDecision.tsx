import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, App, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import type { ConsoleOrderDetail } from '../../../../../contract/console-orders';
import { formatYuan } from '../../../lib/money';
import { useDecideCancellation } from '../api';

/** The shopper asked to cancel a paid order: agree (a full refund) or refuse with a reason. */
export function CancellationDecision({ order }: { order: ConsoleOrderDetail }) {
  const { modal, message } = App.useApp();
  const decide = useDecideCancellation(order.order_no);
  const [refusing, setRefusing] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const refund = formatYuan(order.amounts.pay_amount - order.amounts.refunded_amount);
  const agree = () =>
    modal.confirm({
      title: t`Agree to cancel order ${order.order_no}?`,
      content: t`${refund} goes back to the shopper; stock, coupon and points are given back.`,
      okText: t`Agree and refund`,
      cancelText: t`Back`,
      onOk: () =>
        decide
          .mutateAsync({ agree: true })
          .then(() => void message.success(t`Order ${order.order_no} cancelled and refunded`)),
    });
  const refuse = ({ reason }: { reason: string }) =>
    decide.mutate(
      { agree: false, reason },
      {
        onSuccess: () => {
          setRefusing(false);
          void message.success(t`The cancellation is refused`);
        },
      },
    );
  return (
    <Alert
      type="warning"
      showIcon
      title={<Trans>The shopper asked to cancel this order</Trans>}
      description={
        <Space orientation="vertical">
          <span>
            <Trans>Reason: {order.cancel_reason || '—'}</Trans>
          </span>
          {decide.error && !refusing && <Alert type="error" title={decide.error.message} />}
          <Space>
            <Button type="primary" danger onClick={agree} loading={decide.isPending}>
              <Trans>Agree to cancel</Trans>
            </Button>
            <Button onClick={() => setRefusing(true)}>
              <Trans>Refuse</Trans>
            </Button>
          </Space>
          <Modal
            title={t`Refuse the cancellation of order ${order.order_no}`}
            open={refusing}
            onCancel={() => setRefusing(false)}
            onOk={() => form.submit()}
            okText={t`Refuse`}
            confirmLoading={decide.isPending}
            destroyOnHidden
          >
            {decide.error && (
              <Alert type="error" title={decide.error.message} style={{ marginBottom: 16 }} />
            )}
            <Form form={form} layout="vertical" onFinish={refuse} preserve={false}>
              <Form.Item
                name="reason"
                label={<Trans>Reason the shopper reads</Trans>}
                rules={[{ required: true, whitespace: true, message: t`Say why` }, { max: 200 }]}
              >
                <Input.TextArea rows={3} maxLength={200} showCount />
              </Form.Item>
            </Form>
          </Modal>
        </Space>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
