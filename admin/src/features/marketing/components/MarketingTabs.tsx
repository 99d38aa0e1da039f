import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Tabs } from 'antd';

/** The marketing area's two lists: coupons, and the newsletter's subscribers. */
export function MarketingTabs({ current }: { current: 'coupons' | 'subscribers' }) {
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={current}
      onChange={(key) =>
        void navigate({ to: key === 'coupons' ? '/marketing' : '/marketing/subscribers' })
      }
      items={[
        { key: 'coupons', label: <Trans>Coupons</Trans> },
        { key: 'subscribers', label: <Trans>Newsletter subscribers</Trans> },
      ]}
      style={{ marginBottom: 8 }}
    />
  );
}
