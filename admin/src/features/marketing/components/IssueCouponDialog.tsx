import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, App, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import type { LevelKey } from '../../../../../contract/account';
import type { ConsoleCoupon } from '../../../../../contract/console-marketing';
import { useIssueCoupon } from '../api';
import { LEVEL_NAMES } from '../words';

interface Values {
  to: 'member' | 'level';
  member?: string;
  level?: LevelKey;
}

/** Gives a coupon to one member (by member number or mobile) or to every member of a level. */
export function IssueCouponDialog({
  coupon,
  onClose,
}: {
  coupon: ConsoleCoupon;
  onClose: () => void;
}) {
  const { _, i18n } = useLingui();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const to = Form.useWatch('to', form) ?? 'member';
  const issue = useIssueCoupon(coupon.id);
  const name = i18n.locale === 'en' ? coupon.name_en : coupon.name_cn;
  const submit = (values: Values) => {
    const recipients =
      values.to === 'member' ? { member: values.member ?? '' } : { level: values.level ?? 'gold' };
    issue.mutate(recipients, {
      onSuccess: ({ issued }) => {
        void message.success(t`Coupon issued to ${issued} members`);
        onClose();
      },
    });
  };
  return (
    <Modal
      title={t`Issue “${name}”`}
      open
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t`Issue coupon`}
      confirmLoading={issue.isPending}
      destroyOnHidden
    >
      {issue.error && (
        <Alert type="error" showIcon title={issue.error.message} style={{ marginBottom: 16 }} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{ to: 'member', level: 'gold' }}
      >
        <Form.Item name="to" label={t`Issue to`}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'member', label: t`One member` },
              { value: 'level', label: t`A membership level` },
            ]}
          />
        </Form.Item>
        {to === 'member' ? (
          <Form.Item
            name="member"
            label={t`Member number or mobile`}
            rules={[{ required: true, whitespace: true, message: t`Enter the member` }]}
          >
            <Input maxLength={32} />
          </Form.Item>
        ) : (
          <Form.Item name="level" label={t`Level`}>
            <Select
              options={(Object.keys(LEVEL_NAMES) as LevelKey[]).map((level) => ({
                value: level,
                label: _(LEVEL_NAMES[level]),
              }))}
            />
          </Form.Item>
        )}
      </Form>
      <Typography.Text type="secondary">
        <Trans>Members who already hold this coupon do not receive a second one.</Trans>
      </Typography.Text>
    </Modal>
  );
}
