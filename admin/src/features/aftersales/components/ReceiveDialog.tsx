import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, App, Form, InputNumber, Modal, Typography } from 'antd';
import type { ConsoleAfterSalesDetail } from '../../../../../contract/console-aftersales';
import { useDecideAfterSales } from '../api';

interface Props {
  request: ConsoleAfterSalesDetail;
  onClose: () => void;
}

type Fields = Record<string, number | null>;

/** The parcel came back: of each piece, how many are damaged; the others go back to stock. */
export function ReceiveDialog({ request, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const decide = useDecideAfterSales(request.id);
  const submit = (fields: Fields) =>
    decide.mutate(
      {
        action: 'receive',
        damaged: request.pieces.map((piece) => ({
          line_id: piece.line_id,
          quantity: fields[String(piece.line_id)] ?? 0,
        })),
      },
      {
        onSuccess: () => {
          void message.success(t`Parcel of ${request.refund_no} received`);
          onClose();
        },
      },
    );
  return (
    <Modal
      title={t`Parcel of after-sales request ${request.refund_no} received`}
      open
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t`Parcel received`}
      confirmLoading={decide.isPending}
      destroyOnHidden
    >
      {decide.error && (
        <Alert type="error" showIcon title={decide.error.message} style={{ marginBottom: 16 }} />
      )}
      {!request.express_no && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t`The shopper typed no tracking number: check the parcel against the pieces below.`}
        />
      )}
      <Typography.Paragraph type="secondary">
        <Trans>Pieces not marked damaged go back to stock.</Trans>
      </Typography.Paragraph>
      <Form<Fields>
        form={form}
        layout="horizontal"
        onFinish={submit}
        preserve={false}
        labelCol={{ span: 16 }}
        wrapperCol={{ span: 8 }}
        labelWrap
        initialValues={Object.fromEntries(request.pieces.map((p) => [String(p.line_id), 0]))}
      >
        {request.pieces.map((piece) => {
          const name = [piece.name, piece.color_name, piece.size].filter(Boolean).join(' · ');
          return (
            <Form.Item
              key={piece.line_id}
              name={String(piece.line_id)}
              label={t`Damaged of ${piece.quantity} × ${name}`}
            >
              <InputNumber min={0} max={piece.quantity} precision={0} style={{ width: 100 }} />
            </Form.Item>
          );
        })}
      </Form>
    </Modal>
  );
}
