import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, App, Form, Input, Modal } from 'antd';
import type { ConsoleAfterSalesDetail } from '../../../../../contract/console-aftersales';
import { useDecideAfterSales } from '../api';

interface Props {
  request: ConsoleAfterSalesDetail;
  onClose: () => void;
}

/** Refuses the request with the reason the shopper reads (a received return goes back to them). */
export function RefuseDialog({ request, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useDecideAfterSales(request.id);
  const received = request.received_at !== null;
  const submit = ({ reason }: { reason: string }) =>
    decide.mutate(
      { action: 'refuse', reason },
      {
        onSuccess: () => {
          void message.success(t`After-sales request ${request.refund_no} refused`);
          onClose();
        },
      },
    );
  return (
    <Modal
      title={t`Refuse after-sales request ${request.refund_no}`}
      open
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t`Refuse`}
      okButtonProps={{ danger: true }}
      confirmLoading={decide.isPending}
      destroyOnHidden
    >
      {decide.error && (
        <Alert type="error" showIcon title={decide.error.message} style={{ marginBottom: 16 }} />
      )}
      {received && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t`The parcel came back: its pieces leave the stock again, to be sent back to the shopper.`}
        />
      )}
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="reason"
          label={<Trans>Reason the shopper reads</Trans>}
          rules={[{ required: true, whitespace: true, message: t`Say why` }, { max: 200 }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
