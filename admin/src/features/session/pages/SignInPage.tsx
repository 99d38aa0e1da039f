import { KeyOutlined, LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { ConsoleError } from '../../../lib/http';
import { LangSwitch } from '../../shell/components/LangSwitch';
import { useSignIn, type SignInInput } from '../api';
import { landingOf } from '../areas';

const CODE_REFUSALS = new Set(['staffCodeNeeded', 'staffCodeWrong']);
/** A recovery code as printed (`k7m2p-xq4ta`), typed with or without its dash and spaces. */
const RECOVERY_CODE = /^\s*[a-z2-9]{5}[\s-]*[a-z2-9]{5}\s*$/i;

/** The second factor's field: the app's 6 digits, or a recovery code when the phone is lost. */
function CodeField({ recovery, extra }: { recovery: boolean; extra: string | undefined }) {
  return recovery ? (
    <Form.Item
      name="code"
      label={t`Recovery code`}
      extra={extra}
      rules={[{ required: true, pattern: RECOVERY_CODE, message: t`Enter a recovery code` }]}
    >
      <Input prefix={<KeyOutlined />} autoComplete="off" maxLength={13} autoFocus />
    </Form.Item>
  ) : (
    <Form.Item
      name="code"
      label={t`Code from your authenticator`}
      extra={extra}
      rules={[{ required: true, pattern: /^\d{6}$/, message: t`Enter the 6-digit code` }]}
    >
      <Input
        prefix={<SafetyOutlined />}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
      />
    </Form.Item>
  );
}

/** Account and password; then the authenticator's code when the staff member has one. */
export function SignInPage() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [askCode, setAskCode] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const refusal = signIn.error instanceof ConsoleError ? signIn.error : null;
  const submit = (input: SignInInput) =>
    signIn.mutate(
      {
        account: input.account,
        password: input.password,
        ...(askCode ? { code: input.code } : {}),
      },
      {
        onSuccess: (me) =>
          void navigate({ to: me.must_change_password ? '/password' : landingOf(me) }),
        onError: (error) => {
          if (error instanceof ConsoleError && CODE_REFUSALS.has(error.code)) setAskCode(true);
        },
      },
    );

  return (
    <div className="console-centred">
      <Card
        title={<Trans>MAISON merchant console</Trans>}
        extra={<LangSwitch />}
        styles={{ body: { paddingTop: 16 } }}
      >
        <Typography.Paragraph type="secondary">
          <Trans>Sign in with the staff account the shop's owner gave you.</Trans>
        </Typography.Paragraph>
        {refusal && refusal.code !== 'staffCodeNeeded' && (
          <Alert type="error" showIcon title={refusal.message} style={{ marginBottom: 16 }} />
        )}
        <Form<SignInInput> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="account"
            label={t`Account`}
            rules={[{ required: true, message: t`Enter your account` }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t`Password`}
            rules={[{ required: true, message: t`Enter your password` }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          {askCode && (
            <>
              <CodeField
                key={recovery ? 'recovery' : 'app'}
                recovery={recovery}
                extra={refusal?.code === 'staffCodeNeeded' ? refusal.message : undefined}
              />
              <Button
                type="link"
                size="small"
                style={{ padding: 0, marginBottom: 16 }}
                onClick={() => setRecovery(!recovery)}
              >
                {recovery ? (
                  <Trans>Use the code from your authenticator</Trans>
                ) : (
                  <Trans>Lost your phone? Use a recovery code</Trans>
                )}
              </Button>
            </>
          )}
          <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
            <Trans>Sign in</Trans>
          </Button>
        </Form>
      </Card>
    </div>
  );
}
