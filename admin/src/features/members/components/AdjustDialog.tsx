import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, App, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { formatYuan } from '../../../lib/money';
import { useAdjustMember, type AdjustTarget } from '../api';

interface Props {
  memberId: number;
  target: AdjustTarget;
  /** What the member holds now: points, or fen. */
  held: number;
  onClose: () => void;
}

interface Values {
  direction: 'give' | 'take';
  amount: number;
  reason: string;
}

/** Gives a member points or balance, or takes them back, with the reason the audit log keeps. */
export function AdjustDialog({ memberId, target, held, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const adjust = useAdjustMember(memberId, target);
  const points = target === 'points';
  const heldPoints = held.toLocaleString('en-US');
  const heldYuan = formatYuan(held);
  const submit = ({ direction, amount, reason }: Values) => {
    const units = points ? Math.round(amount) : Math.round(amount * 100);
    const change = direction === 'take' ? -units : units;
    adjust.mutate(
      { change, reason },
      {
        onSuccess: () => {
          void message.success(points ? t`Points adjusted` : t`Balance adjusted`);
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      title={points ? t`Adjust points` : t`Adjust balance`}
      open
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t`Adjust`}
      confirmLoading={adjust.isPending}
      destroyOnHidden
    >
      {adjust.error && (
        <Alert type="error" showIcon title={adjust.error.message} style={{ marginBottom: 16 }} />
      )}
      <Typography.Paragraph type="secondary">
        {points ? (
          <Trans>The member holds {heldPoints} points now.</Trans>
        ) : (
          <Trans>The member’s balance is {heldYuan} now.</Trans>
        )}
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ direction: 'give' }}
        preserve={false}
      >
        <Form.Item name="direction" label={<Trans>Adjustment</Trans>}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'give', label: t`Give` },
              { value: 'take', label: t`Take back` },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={points ? <Trans>Points</Trans> : <Trans>Amount (yuan)</Trans>}
          rules={[{ required: true, message: points ? t`Enter the points` : t`Enter the amount` }]}
        >
          <InputNumber
            min={points ? 1 : 0.01}
            max={1_000_000}
            precision={points ? 0 : 2}
            step={points ? 1 : 0.01}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={<Trans>Reason</Trans>}
          extra={points ? t`The member sees the reason in their points history.` : undefined}
          rules={[
            { required: true, whitespace: true, message: t`Give the reason for the adjustment` },
            { max: 200, message: t`At most 200 characters` },
          ]}
        >
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
