import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { SHIP_CARRIERS, type ShipInput } from '../../../../../contract/console-orders';
import { useCorrectShipment, useShipOrder } from '../api';
import { CARRIER_NAMES } from '../words';

interface Props {
  orderNo: string;
  open: boolean;
  onClose: () => void;
  /** The shipment as it is, when correcting it rather than shipping. */
  shipped?: ShipInput;
}

const NOT_SHIPPED: ShipInput = { carrier: '', tracking_no: '' };

/** Ships one paid order with a carrier and its tracking number, or corrects them once shipped. */
export function ShipDialog({ orderNo, open, onClose, shipped }: Props) {
  const { _ } = useLingui();
  const { message } = App.useApp();
  const [form] = Form.useForm<ShipInput>();
  const shipNow = useShipOrder(orderNo);
  const correct = useCorrectShipment(orderNo, shipped ?? NOT_SHIPPED);
  const ship = shipped ? correct : shipNow;
  const submit = (input: ShipInput) =>
    ship.mutate(input, {
      onSuccess: () => {
        void message.success(
          shipped ? t`Shipment of order ${orderNo} corrected` : t`Order ${orderNo} shipped`,
        );
        form.resetFields();
        onClose();
      },
    });
  return (
    <Modal
      title={shipped ? t`Correct the shipment of order ${orderNo}` : t`Ship order ${orderNo}`}
      open={open}
      onCancel={() => {
        ship.reset();
        onClose();
      }}
      onOk={() => form.submit()}
      okText={shipped ? t`Correct` : t`Ship`}
      confirmLoading={ship.isPending}
      destroyOnHidden
    >
      {ship.error && (
        <Alert type="error" showIcon title={ship.error.message} style={{ marginBottom: 16 }} />
      )}
      <Form<ShipInput>
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={shipped}
      >
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
