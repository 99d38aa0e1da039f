import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Row,
  Select,
  TreeSelect,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import type {
  CouponCategoryOption,
  CouponLimitKind,
} from '../../../../../contract/console-marketing';
import { couponCategoriesQuery, useCreateCoupon } from '../api';

type Kind = 'amount' | 'percent';

interface Values {
  name_cn: string;
  name_en: string;
  description_cn?: string;
  description_en?: string;
  kind: Kind;
  value?: number | null;
  percent_off?: number | null;
  cap?: number | null;
  min_spend?: number | null;
  limit: CouponLimitKind;
  category_ids?: number[];
  sns?: string[];
  dates: [Dayjs, Dayjs];
  redeem_code?: string;
}

const fen = (yuan: number | null | undefined) => Math.round((yuan ?? 0) * 100);

interface TreeNode {
  title: string;
  value: number;
  children: TreeNode[];
}

/** The categories as a tree, named in the console's language. */
function categoryTree(options: readonly CouponCategoryOption[], english: boolean): TreeNode[] {
  const node = (option: CouponCategoryOption): TreeNode => ({
    title: (english ? option.name_en : option.name_cn) || String(option.id),
    value: option.id,
    children: options.filter((child) => child.parent_id === option.id).map(node),
  });
  const ids = new Set(options.map((option) => option.id));
  return options
    .filter((option) => option.parent_id === null || !ids.has(option.parent_id))
    .map(node);
}

/**
 * A new coupon: its names and descriptions in both languages (the member reads them), an amount
 * or a percentage off (perhaps capped), the pieces it applies to (the whole shop, some categories
 * with their subcategories, or some pieces by style number), a minimum spend on those pieces,
 * the days it is valid (from the first day's start to the last day's end) and perhaps a code
 * members type to take one.
 */
export function NewCouponDialog({ onClose }: { onClose: () => void }) {
  const { message } = App.useApp();
  const { i18n } = useLingui();
  const english = i18n.locale === 'en';
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'amount';
  const limit = Form.useWatch('limit', form) ?? 'all';
  const categories = useQuery({ ...couponCategoriesQuery, enabled: limit === 'categories' });
  const tree = useMemo(
    () => categoryTree(categories.data ?? [], english),
    [categories.data, english],
  );
  const create = useCreateCoupon();
  const submit = (values: Values) => {
    const [from, until] = values.dates;
    const percent = values.kind === 'percent';
    create.mutate(
      {
        name_cn: values.name_cn,
        name_en: values.name_en,
        description_cn: values.description_cn ?? '',
        description_en: values.description_en ?? '',
        value: percent ? 0 : fen(values.value),
        percent_off: percent ? (values.percent_off ?? 0) : 0,
        cap: percent ? fen(values.cap) : 0,
        min_spend: fen(values.min_spend),
        limit: values.limit,
        category_ids: values.limit === 'categories' ? (values.category_ids ?? []) : [],
        sns: values.limit === 'pieces' ? (values.sns ?? []) : [],
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
      width={680}
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
        initialValues={{ kind: 'amount', limit: 'all', dates: [dayjs(), dayjs().add(30, 'day')] }}
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
          <Col xs={24}>
            <Form.Item name="kind" label={t`Kind of discount`}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'amount', label: t`Amount off` },
                  { value: 'percent', label: t`Percentage off` },
                ]}
              />
            </Form.Item>
          </Col>
          {kind === 'amount' ? (
            <Col xs={24} md={12}>
              <Form.Item
                name="value"
                label={t`Amount off (yuan)`}
                rules={[{ required: true, message: t`Enter the amount` }]}
              >
                <InputNumber min={0.01} max={100_000} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ) : (
            <>
              <Col xs={24} md={6}>
                <Form.Item
                  name="percent_off"
                  label={t`Percentage off (%)`}
                  rules={[
                    {
                      required: true,
                      type: 'integer',
                      min: 1,
                      max: 99,
                      message: t`Enter a whole percentage from 1 to 99`,
                    },
                  ]}
                >
                  <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item name="cap" label={t`Cap (yuan)`} extra={t`Empty: no cap`}>
                  <InputNumber min={0.01} max={100_000} precision={2} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </>
          )}
          <Col xs={24} md={12}>
            <Form.Item
              name="min_spend"
              label={t`Minimum spend (yuan)`}
              extra={t`Empty: no minimum spend`}
              dependencies={['value', 'kind']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, minSpend: number | null | undefined) => {
                    const value = getFieldValue('value') as number | null | undefined;
                    const amount = getFieldValue('kind') === 'amount';
                    if (!amount || !minSpend || !value || minSpend >= value) {
                      return Promise.resolve();
                    }
                    return Promise.reject(
                      new Error(t`The minimum spend must be none, or at least the amount off`),
                    );
                  },
                }),
              ]}
            >
              <InputNumber min={0} max={10_000_000} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="limit"
              label={t`Applies to`}
              extra={t`Only the pieces it applies to count toward the minimum spend.`}
            >
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'all', label: t`Whole shop` },
                  { value: 'categories', label: t`Some categories` },
                  { value: 'pieces', label: t`Some pieces` },
                ]}
              />
            </Form.Item>
          </Col>
          {limit === 'categories' && (
            <Col xs={24}>
              <Form.Item
                name="category_ids"
                label={t`Categories (with their subcategories)`}
                rules={[{ required: true, type: 'array', min: 1, message: t`Choose a category` }]}
              >
                <TreeSelect
                  multiple
                  treeData={tree}
                  treeDefaultExpandAll
                  loading={categories.isFetching}
                  showSearch={{ treeNodeFilterProp: 'title' }}
                  placeholder={t`Choose one or more categories`}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
          )}
          {limit === 'pieces' && (
            <Col xs={24}>
              <Form.Item
                name="sns"
                label={t`Pieces (style numbers)`}
                extra={t`Type each style number, then Enter`}
                rules={[
                  { required: true, type: 'array', min: 1, message: t`Enter a style number` },
                ]}
                normalize={(sns: string[]) => sns.map((sn) => sn.trim().toUpperCase())}
              >
                <Select mode="tags" open={false} tokenSeparators={[',', ' ', '，']} />
              </Form.Item>
            </Col>
          )}
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
        <Trans>
          The discount is taken off the pieces the coupon applies to, a percentage rounded down to
          the fen; a member holds one of each coupon.
        </Trans>
      </Typography.Text>
    </Modal>
  );
}
