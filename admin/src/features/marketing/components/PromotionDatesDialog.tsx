import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, App, DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ConsolePromotion } from '../../../../../contract/console-marketing';
import { useSetPromotionDates } from '../api';

interface Values {
  dates: [Dayjs | null, Dayjs | null] | null;
}

/**
 * When a promotion runs, from the first day's start to the last day's end; either side empty is
 * open. Its pieces and their promotional prices come with the catalogue's prices file.
 */
export function PromotionDatesDialog({
  promotion,
  onClose,
}: {
  promotion: ConsolePromotion;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSetPromotionDates(promotion.id);
  const name = i18n.locale === 'en' ? promotion.name_en : promotion.name_cn;
  const submit = ({ dates }: Values) => {
    const [from, until] = dates ?? [null, null];
    save.mutate(
      {
        starts_at: from ? from.startOf('day').valueOf() : null,
        ends_at: until ? until.endOf('day').valueOf() : null,
        was: { starts_at: promotion.starts_at, ends_at: promotion.ends_at },
      },
      {
        onSuccess: () => {
          void message.success(t`Promotion dates saved`);
          onClose();
        },
      },
    );
  };
  const initial: Values = {
    dates: [
      promotion.starts_at === null ? null : dayjs(promotion.starts_at),
      promotion.ends_at === null ? null : dayjs(promotion.ends_at),
    ],
  };
  return (
    <Modal
      title={t`Dates of “${name}”`}
      open
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t`Save`}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {save.error && (
        <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />
      )}
      <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={initial}>
        <Form.Item
          name="dates"
          label={t`Runs from – until (inclusive)`}
          extra={t`Leave a side empty for no start or no end.`}
        >
          <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">
        <Trans>
          Shoppers see and pay the promotional price only between these dates; its pieces and prices
          come with the catalogue’s prices file.
        </Trans>
      </Typography.Text>
    </Modal>
  );
}
