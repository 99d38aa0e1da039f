import { SafetyOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, App, Button, Card, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { SignedInStaff } from '../../../../../contract/staff';
import { ConsoleError } from '../../../lib/http';
import { useSecondFactorChange, useStartEnrolment } from '../api';
import { QrImage } from './QrImage';
import { RecoveryCodes } from './RecoveryCodes';

/** Few enough codes left that it is time for new ones. */
const FEW_CODES_LEFT = 3;

function CodeForm({
  label,
  onCode,
  pending,
}: {
  label: string;
  onCode: (code: string) => void;
  pending: boolean;
}) {
  return (
    <Form<{ code: string }> layout="inline" onFinish={({ code }) => onCode(code)}>
      <Form.Item
        name="code"
        rules={[{ required: true, pattern: /^\d{6}$/, message: t`Enter the 6-digit code` }]}
      >
        <Input
          aria-label={t`6-digit code`}
          placeholder={t`6-digit code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          style={{ width: 140 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending}>
        {label}
      </Button>
    </Form>
  );
}

/** The authenticator app: set up with a QR code and a first code, or removed with a code. */
export function SecondFactorCard({ me }: { me: SignedInStaff }) {
  const { message } = App.useApp();
  const enrol = useStartEnrolment();
  const confirm = useSecondFactorChange('/totp/confirm');
  const remove = useSecondFactorChange('/totp/disable');
  const renew = useSecondFactorChange('/totp/recovery-codes');
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const refusal = [enrol.error, confirm.error, remove.error, renew.error].find(
    (error): error is ConsoleError => error instanceof ConsoleError,
  );
  const confirmed = ({ recovery_codes }: { recovery_codes?: string[] }) => {
    enrol.reset();
    setShownCodes(recovery_codes ?? null);
    void message.success(t`The second factor is set up`);
  };
  const renewed = ({ recovery_codes }: { recovery_codes?: string[] }) =>
    setShownCodes(recovery_codes ?? null);
  return (
    <Card
      title={<Trans>Second factor</Trans>}
      extra={
        me.second_factor ? (
          <Tag color="green">{t`Set up`}</Tag>
        ) : (
          <Tag color={me.second_factor_required ? 'red' : 'default'}>{t`Not set up`}</Tag>
        )
      }
    >
      {refusal && (
        <Alert type="error" showIcon title={refusal.message} style={{ marginBottom: 16 }} />
      )}
      {shownCodes ? (
        <RecoveryCodes account={me.account} codes={shownCodes} onDone={() => setShownCodes(null)} />
      ) : me.second_factor ? (
        <Space orientation="vertical" size="middle">
          <Typography.Text>
            <Trans>Signing in asks for a code from your authenticator app.</Trans>
          </Typography.Text>
          <Typography.Text
            type={me.recovery_codes_left < FEW_CODES_LEFT ? 'warning' : undefined}
            data-testid="recovery-codes-left"
          >
            <Trans>Recovery codes left: {me.recovery_codes_left}</Trans>
          </Typography.Text>
          <CodeForm
            label={t`New recovery codes`}
            pending={renew.isPending}
            onCode={(code) => renew.mutate(code, { onSuccess: renewed })}
          />
          {!me.second_factor_required && (
            <CodeForm
              label={t`Remove the second factor`}
              pending={remove.isPending}
              onCode={(code) => remove.mutate(code)}
            />
          )}
        </Space>
      ) : enrol.data ? (
        <Space orientation="vertical" size="middle">
          <Typography.Text>
            <Trans>
              Scan the code with an authenticator app (such as Google Authenticator or Microsoft
              Authenticator), then enter the 6-digit code it shows.
            </Trans>
          </Typography.Text>
          <QrImage text={enrol.data.uri} alt={t`QR code for your authenticator app`} />
          <Typography.Text type="secondary">
            <Trans>Or enter this key by hand:</Trans>{' '}
            <Typography.Text code copyable data-testid="totp-secret">
              {enrol.data.secret}
            </Typography.Text>
          </Typography.Text>
          <CodeForm
            label={t`Confirm`}
            pending={confirm.isPending}
            onCode={(code) => confirm.mutate(code, { onSuccess: confirmed })}
          />
        </Space>
      ) : (
        <Space orientation="vertical">
          <Typography.Text>
            <Trans>
              Protect your account with an authenticator app: signing in then also asks for the code
              it shows.
            </Trans>
          </Typography.Text>
          <Button
            icon={<SafetyOutlined />}
            loading={enrol.isPending}
            onClick={() => enrol.mutate()}
          >
            <Trans>Set up the second factor</Trans>
          </Button>
        </Space>
      )}
    </Card>
  );
}
