import { t } from '@lingui/core/macro';
import { Card, Tabs } from 'antd';
import { PopupsPanel } from '../components/PopupsPanel';
import { HomeContentPage } from './HomeContentPage';

/** The shop's content the team edits: the home page, and the popups shown on it. */
export function ContentPage() {
  return (
    <Tabs
      type="card"
      items={[
        { key: 'home', label: t`Home page`, children: <HomeContentPage /> },
        {
          key: 'popups',
          label: t`Popups`,
          children: (
            <Card title={t`Popups`}>
              <PopupsPanel />
            </Card>
          ),
        },
      ]}
    />
  );
}
