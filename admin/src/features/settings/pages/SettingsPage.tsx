import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Form, Switch, Typography } from 'antd';
import { ConsoleError } from '../../../lib/http';
import { secondFactorSettingQuery, useRequireSecondFactor } from '../api';
import { LowStockSetting } from '../components/LowStockSetting';
import { PlacesSetting } from '../components/PlacesSetting';

/** The owner's settings of the console. */
export function SettingsPage() {
  const { message } = App.useApp();
  const { data } = useQuery(secondFactorSettingQuery);
  const change = useRequireSecondFactor();
  const toggle = (required: boolean) =>
    change.mutate(required, {
      onSuccess: () =>
        void message.success(
          required
            ? t`Every staff member now needs a second factor`
            : t`A second factor is now optional`,
        ),
      onError: (error) =>
        void message.error(error instanceof ConsoleError ? error.message : String(error)),
    });
  return (
    <Card title={<Trans>Settings</Trans>}>
      <Form layout="vertical">
        <Form.Item
          label={t`Require a second factor of every staff member`}
          extra={
            <Typography.Text type="secondary">
              <Trans>
                A staff member without an authenticator app can then only open their own account to
                set one up.
              </Trans>
            </Typography.Text>
          }
        >
          <Switch
            aria-label={t`Require a second factor of every staff member`}
            checked={data?.required ?? false}
            loading={change.isPending}
            onChange={toggle}
          />
        </Form.Item>
      </Form>
      <LowStockSetting />
      <PlacesSetting />
    </Card>
  );
}
