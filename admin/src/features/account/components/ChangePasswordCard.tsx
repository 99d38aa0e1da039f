import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, App, Button, Card, Form, Input } from 'antd';
import { ConsoleError } from '../../../lib/http';
import { useChangePassword } from '../../session/api';
import { NewPasswordFields } from '../../session/components/NewPasswordFields';

interface Fields {
  current_password: string;
  new_password: string;
}

/** A new password of one's own; one's other sessions end. */
export function ChangePasswordCard() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const change = useChangePassword();
  const refusal = change.error instanceof ConsoleError ? change.error : null;
  const submit = (fields: Fields) =>
    change.mutate(
      { current_password: fields.current_password, new_password: fields.new_password },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success(t`Your password is changed; your other sessions are signed out`);
        },
      },
    );
  return (
    <Card title={<Trans>Change password</Trans>}>
      {refusal && (
        <Alert type="error" showIcon title={refusal.message} style={{ marginBottom: 16 }} />
      )}
      <Form<Fields> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 360 }}>
        <Form.Item
          name="current_password"
          label={t`Current password`}
          rules={[{ required: true, message: t`Enter your current password` }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          <Trans>Change password</Trans>
        </Button>
      </Form>
    </Card>
  );
}
