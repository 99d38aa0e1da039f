import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  Alert,
  App,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCreateCoupon } from '../api';

interface Values {
  name_cn: string;
  name_en: string;
  description_cn?: string;
  description_en?: string;
  value: number;
  min_spend?: number | null;
  dates: [Dayjs, Dayjs];
  redeem_code?: string;
}

const fen = (yuan: number | null | undefined) => Math.round((yuan ?? 0) * 100);

/**
 * A new coupon: its names and descriptions in both languages (the member reads them), the amount
 * off, a minimum spend, the days it is valid (from the first day's start to the last day's end)
 * and perhaps a code members type to take one.
 */
export function NewCouponDialog({ onClose }: { onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateCoupon();
  const submit = (values: Values) => {
    const [from, until] = values.dates;
    create.mutate(
      {
        name_cn: values.name_cn,
        name_en: values.name_en,
        description_cn: values.description_cn ?? '',
        description_en: values.description_en ?? '',
        value: fen(values.value),
        min_spend: fen(values.min_spend),
        starts_at: from.startOf('day').valueOf(),
        ends_at: until.endOf('day').valueOf(),
        redeem_code: values.redeem_code?.trim() || null,
      },
      {
        onSuccess: () => {
          void message.success(t`Coupon created`);
          onClose();
        },
      },
    );
  };
  const required = (text: string) => [{ required: true, whitespace: true, message: text }];
  return (
    <Modal
      title={t`New coupon`}
      open
      width={640}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t`Create`}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      {create.error && (
        <Alert type="error" showIcon title={create.error.message} style={{ marginBottom: 16 }} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{ dates: [dayjs(), dayjs().add(30, 'day')] }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name_cn" label={t`Name (Chinese)`} rules={required(t`Enter a name`)}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="name_en" label={t`Name (English)`} rules={required(t`Enter a name`)}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="description_cn" label={t`Description (Chinese)`}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="description_en" label={t`Description (English)`}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="value"
              label={t`Amount off (yuan)`}
              rules={[{ required: true, message: t`Enter the amount` }]}
            >
              <InputNumber min={0.01} max={100_000} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="min_spend"
              label={t`Minimum spend (yuan)`}
              extra={t`Empty: no minimum spend`}
            >
              <InputNumber min={0} max={10_000_000} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="dates"
              label={t`Valid from – until (inclusive)`}
              rules={[{ required: true, message: t`Choose the dates` }]}
            >
              <DatePicker.RangePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="redeem_code"
              label={t`Redeem code`}
              extra={t`Optional: 4 to 20 capital letters or digits members type to take one`}
              normalize={(value: string) => value.toUpperCase()}
            >
              <Input maxLength={20} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Typography.Text type="secondary">
        <Trans>The amount is taken off an order’s goods; a member holds one of each coupon.</Trans>
      </Typography.Text>
    </Modal>
  );
}
