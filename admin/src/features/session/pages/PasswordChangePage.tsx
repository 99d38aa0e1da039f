import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { ConsoleError } from '../../../lib/http';
import { LangSwitch } from '../../shell/components/LangSwitch';
import { useChangePassword, useSignOut } from '../api';
import { landingOf } from '../areas';
import { NewPasswordFields } from '../components/NewPasswordFields';

interface Fields {
  current_password: string;
  new_password: string;
}

/** At the first sign-in, and after a reset: the one-time password must become one's own. */
export function PasswordChangePage() {
  const change = useChangePassword();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const refusal = change.error instanceof ConsoleError ? change.error : null;
  const submit = (fields: Fields) =>
    change.mutate(
      { current_password: fields.current_password, new_password: fields.new_password },
      { onSuccess: (me) => void navigate({ to: landingOf(me) }) },
    );
  return (
    <div className="console-centred">
      <Card title={<Trans>Choose your own password</Trans>} extra={<LangSwitch />}>
        <Typography.Paragraph type="secondary">
          <Trans>
            You signed in with a one-time password. Choose a password of your own before using the
            console.
          </Trans>
        </Typography.Paragraph>
        {refusal && (
          <Alert type="error" showIcon title={refusal.message} style={{ marginBottom: 16 }} />
        )}
        <Form<Fields> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="current_password"
            label={t`One-time password`}
            rules={[{ required: true, message: t`Enter the one-time password` }]}
          >
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
          <NewPasswordFields />
          <Button type="primary" htmlType="submit" block loading={change.isPending}>
            <Trans>Save the new password</Trans>
          </Button>
          <Button
            type="link"
            block
            onClick={() =>
              signOut.mutate(undefined, { onSettled: () => void navigate({ to: '/sign-in' }) })
            }
          >
            <Trans>Sign out</Trans>
          </Button>
        </Form>
      </Card>
    </div>
  );
}
