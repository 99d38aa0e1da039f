import { DownloadOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Space, Typography } from 'antd';

/** Offers the codes as a text file to print or keep with the staff member's papers. */
function download(account: string, codes: string[]) {
  const text = [t`Recovery codes for the merchant console account ${account}`, '', ...codes, ''];
  const url = URL.createObjectURL(new Blob([text.join('\n')], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `recovery-codes-${account}.txt`;
  link.click();
  URL.revokeObjectURL(url);
}

/** The new recovery codes, shown once: each signs in once in place of the phone's code. */
export function RecoveryCodes({
  account,
  codes,
  onDone,
}: {
  account: string;
  codes: string[];
  onDone: () => void;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      title={<Trans>Keep these recovery codes somewhere safe</Trans>}
      description={
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text>
            <Trans>
              If you lose your phone, sign in with one of these codes instead of the
              authenticator&apos;s. Each works once. They are shown only now.
            </Trans>
          </Typography.Text>
          <ol className="console-recovery-codes" data-testid="recovery-codes">
            {codes.map((code) => (
              <li key={code}>
                <Typography.Text code>{code}</Typography.Text>
              </li>
            ))}
          </ol>
          <Space wrap>
            <Typography.Text copyable={{ text: codes.join('\n'), tooltips: [t`Copy`, t`Copied`] }}>
              <Trans>Copy all</Trans>
            </Typography.Text>
            <Button icon={<DownloadOutlined />} onClick={() => download(account, codes)}>
              <Trans>Download</Trans>
            </Button>
            <Button type="primary" onClick={onDone}>
              <Trans>I have kept them</Trans>
            </Button>
          </Space>
        </Space>
      }
    />
  );
}
