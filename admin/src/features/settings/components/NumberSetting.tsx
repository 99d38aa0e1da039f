import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { App, Button, Form, InputNumber, Space, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { ConsoleError } from '../../../lib/http';

interface NumberSettingProps {
  /** The setting's short name: the field's accessible name. */
  name: string;
  label: string;
  help: ReactNode;
  value: number | undefined;
  /** The same bounds as the server's. */
  min: number;
  max: number;
  suffix: string;
  saving: boolean;
  save: (value: number) => Promise<unknown>;
}

/** One whole number the owner sets, with its bounds, saved on its own. */
export function NumberSetting({
  name,
  label,
  help,
  value,
  min,
  max,
  suffix,
  ...rest
}: NumberSettingProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ value: number }>();
  useEffect(() => {
    if (value !== undefined) form.setFieldsValue({ value });
  }, [value, form]);
  const submit = ({ value: next }: { value: number }) =>
    rest.save(next).then(
      () => void message.success(t`Saved`),
      (error: unknown) =>
        void message.error(error instanceof ConsoleError ? error.message : String(error)),
    );
  return (
    <Form form={form} layout="vertical" onFinish={submit}>
      <Form.Item label={label} extra={<Typography.Text type="secondary">{help}</Typography.Text>}>
        <Space>
          <Form.Item name="value" noStyle rules={[{ required: true, type: 'integer', min, max }]}>
            <InputNumber aria-label={name} min={min} max={max} precision={0} suffix={suffix} />
          </Form.Item>
          <Button htmlType="submit" loading={rest.saving}>
            <Trans>Save</Trans>
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
