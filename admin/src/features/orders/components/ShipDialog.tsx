import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { SHIP_CARRIERS, type ShipInput } from '../../../../../contract/console-orders';
import { useShipOrder } from '../api';
import { CARRIER_NAMES } from '../words';

interface Props {
  orderNo: string;
  open: boolean;
  onClose: () => void;
}

/** Ships one paid order with a carrier and its tracking number. */
export function ShipDialog({ orderNo, open, onClose }: Props) {
  const { _ } = useLingui();
  const { message } = App.useApp();
  const [form] = Form.useForm<ShipInput>();
  const ship = useShipOrder(orderNo);
  const submit = (input: ShipInput) =>
    ship.mutate(input, {
      onSuccess: () => {
        void message.success(t`Order ${orderNo} shipped`);
        form.resetFields();
        onClose();
      },
    });
  return (
    <Modal
      title={t`Ship order ${orderNo}`}
      open={open}
      onCancel={() => {
        ship.reset();
        onClose();
      }}
      onOk={() => form.submit()}
      okText={t`Ship`}
      confirmLoading={ship.isPending}
      destroyOnHidden
    >
      {ship.error && (
        <Alert type="error" showIcon title={ship.error.message} style={{ marginBottom: 16 }} />
      )}
      <Form<ShipInput> form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="carrier"
          label={<Trans>Carrier</Trans>}
          rules={[{ required: true, message: t`Choose the carrier` }]}
        >
          <Select
            options={SHIP_CARRIERS.map((code) => ({ value: code, label: _(CARRIER_NAMES[code]) }))}
          />
        </Form.Item>
        <Form.Item
          name="tracking_no"
          label={<Trans>Tracking number</Trans>}
          rules={[
            { required: true, message: t`Enter the tracking number` },
            {
              pattern: /^[A-Za-z0-9-]{6,30}$/,
              message: t`6 to 30 letters, digits or dashes`,
            },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
