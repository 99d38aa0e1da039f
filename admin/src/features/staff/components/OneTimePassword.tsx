import { Trans } from '@lingui/react/macro';
import { Alert, Typography } from 'antd';

/** A one-time password, shown once: the shop keeps only its hash. */
export function OneTimePassword({ account, password }: { account: string; password: string }) {
  return (
    <>
      <Typography.Paragraph>
        <Trans>
          The one-time password of <Typography.Text strong>{account}</Typography.Text>:
        </Trans>
      </Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text code copyable data-testid="one-time-password" style={{ fontSize: 20 }}>
          {password}
        </Typography.Text>
      </Typography.Paragraph>
      <Alert
        type="warning"
        showIcon
        title={
          <Trans>
            It is shown only this once. Give it to the staff member: they choose their own password
            when they first sign in.
          </Trans>
        }
      />
    </>
  );
}
