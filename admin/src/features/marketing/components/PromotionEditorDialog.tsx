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
  Switch,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ConsolePromotion, PromotionInput } from '../../../../../contract/console-marketing';
import { useCreatePromotion, useUpdatePromotion } from '../api';

interface Values {
  slug?: string;
  name_cn: string;
  name_en: string;
  tag_cn: string;
  tag_en: string;
  discount_percent: number;
  is_coupon: boolean;
  is_integral: boolean;
  dates: [Dayjs | null, Dayjs | null] | null;
}

const moment = (ms: number | null) => (ms === null ? null : dayjs(ms));

function initialOf(promotion: ConsolePromotion | null): Values {
  if (!promotion) {
    return {
      name_cn: '',
      name_en: '',
      tag_cn: '',
      tag_en: '',
      discount_percent: 0,
      is_coupon: true,
      is_integral: true,
      dates: [dayjs(), dayjs().add(14, 'day')],
    };
  }
  return {
    slug: promotion.slug,
    name_cn: promotion.name_cn,
    name_en: promotion.name_en,
    tag_cn: promotion.tag_cn,
    tag_en: promotion.tag_en,
    discount_percent: promotion.discount_percent,
    is_coupon: promotion.is_coupon,
    is_integral: promotion.is_integral,
    dates: [moment(promotion.starts_at), moment(promotion.ends_at)],
  };
}

/**
 * A promotion's editor: its name and card tag in both languages, the percent its pieces sell
 * below their original price while it runs (to the whole yuan; 0 only labels them), whether
 * coupons and points combine with it, and the days it runs. A new one also takes its code in the
 * catalogue's files, which stays.
 */
export function PromotionEditorDialog({
  promotion,
  onClose,
}: {
  /** null: a new promotion. */
  promotion: ConsolePromotion | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreatePromotion();
  const update = useUpdatePromotion(promotion?.id ?? 0);
  const saving = promotion ? update : create;
  const submit = (values: Values) => {
    const [from, until] = values.dates ?? [null, null];
    const input: PromotionInput = {
      name_cn: values.name_cn.trim(),
      name_en: values.name_en.trim(),
      tag_cn: values.tag_cn.trim(),
      tag_en: values.tag_en.trim(),
      discount_percent: values.discount_percent,
      is_coupon: values.is_coupon,
      is_integral: values.is_integral,
      starts_at: from ? from.startOf('day').valueOf() : null,
      ends_at: until ? until.endOf('day').valueOf() : null,
    };
    const done = {
      onSuccess: () => {
        void message.success(promotion ? t`Promotion saved` : t`Promotion created`);
        onClose();
      },
    };
    if (promotion) update.mutate({ ...input, version: promotion.version }, done);
    else create.mutate({ ...input, slug: (values.slug ?? '').trim() }, done);
  };
  const required = (text: string) => [{ required: true, whitespace: true, message: text }];
  return (
    <Modal
      title={promotion ? t`Edit promotion` : t`New promotion`}
      open
      width={680}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={promotion ? t`Save` : t`Create`}
      confirmLoading={saving.isPending}
      destroyOnHidden
    >
      {saving.error && (
        <Alert type="error" showIcon title={saving.error.message} style={{ marginBottom: 16 }} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={initialOf(promotion)}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name_cn" label={t`Name (Chinese)`} rules={required(t`Enter a name`)}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="name_en" label={t`Name (English)`} rules={required(t`Enter a name`)}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="tag_cn"
              label={t`Tag (Chinese)`}
              extra={t`On the piece’s card, e.g. 8折`}
              rules={required(t`Enter a tag`)}
            >
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="tag_en"
              label={t`Tag (English)`}
              extra={t`On the piece’s card, e.g. -20%`}
              rules={required(t`Enter a tag`)}
            >
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="discount_percent"
              label={t`Discount (%)`}
              extra={t`Its pieces sell at the original price less this, to the whole yuan; 0 only labels them`}
              rules={[{ required: true, message: t`Enter the discount` }]}
            >
              <InputNumber min={0} max={99} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="dates"
              label={t`Runs from – until (inclusive)`}
              extra={t`Leave a side empty for no start or no end.`}
            >
              <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="is_coupon" label={t`With coupons`} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="is_integral" label={t`With points`} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="slug"
              label={t`Code in the catalogue’s files`}
              extra={
                promotion
                  ? t`The feed’s files name the promotion by it; it does not change.`
                  : t`Lowercase letters, digits and hyphens, e.g. winter-sale`
              }
              rules={promotion ? [] : required(t`Enter a code`)}
            >
              <Input maxLength={64} disabled={!!promotion} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Typography.Text type="secondary">
        <Trans>
          A new discount reprices its pieces at once. The catalogue’s prices file must then give the
          same prices: a file that differs is refused, naming the promotion’s price.
        </Trans>
      </Typography.Text>
    </Modal>
  );
}
