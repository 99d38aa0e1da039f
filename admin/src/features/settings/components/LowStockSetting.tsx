import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, InputNumber, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { ConsoleError } from '../../../lib/http';
import { lowStockSettingQuery, useLowStockThreshold } from '../api';

/** The same bound as the server's: a larger number would list the whole catalogue. */
const MAX_THRESHOLD = 999;

/** At how many pieces left the dashboard lists a size as running low. */
export function LowStockSetting() {
  const { message } = App.useApp();
  const { data } = useQuery(lowStockSettingQuery);
  const change = useLowStockThreshold();
  const [form] = Form.useForm<{ threshold: number }>();
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);
  const save = ({ threshold }: { threshold: number }) =>
    change.mutate(threshold, {
      onSuccess: () => void message.success(t`Saved`),
      onError: (error) =>
        void message.error(error instanceof ConsoleError ? error.message : String(error)),
    });
  return (
    <Form form={form} layout="vertical" onFinish={save}>
      <Form.Item
        label={t`Low stock on the dashboard`}
        extra={
          <Typography.Text type="secondary">
            <Trans>A size with this many pieces or fewer left is listed as running low.</Trans>
          </Typography.Text>
        }
      >
        <Space>
          <Form.Item
            name="threshold"
            noStyle
            rules={[{ required: true, type: 'integer', min: 0, max: MAX_THRESHOLD }]}
          >
            <InputNumber
              aria-label={t`Low-stock threshold`}
              min={0}
              max={MAX_THRESHOLD}
              precision={0}
              suffix={t`pieces`}
            />
          </Form.Item>
          <Button htmlType="submit" loading={change.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
