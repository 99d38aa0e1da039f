import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Tabs } from 'antd';

/** The marketing area's lists: coupons, promotions, and the newsletter's subscribers. */
const PATHS = {
  coupons: '/marketing',
  promotions: '/marketing/promotions',
  subscribers: '/marketing/subscribers',
} as const;

export function MarketingTabs({ current }: { current: keyof typeof PATHS }) {
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={current}
      onChange={(key) => void navigate({ to: PATHS[key as keyof typeof PATHS] })}
      items={[
        { key: 'coupons', label: <Trans>Coupons</Trans> },
        { key: 'promotions', label: <Trans>Promotions</Trans> },
        { key: 'subscribers', label: <Trans>Newsletter subscribers</Trans> },
      ]}
      style={{ marginBottom: 8 }}
    />
  );
}
