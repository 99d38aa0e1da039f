import { t } from '@lingui/core/macro';
import { Card, Tabs } from 'antd';
import { FooterPanel } from '../components/FooterPanel';
import { MenusPanel } from '../components/MenusPanel';
import { PopupsPanel } from '../components/PopupsPanel';
import { HomeContentPage } from './HomeContentPage';

/** The shop's content the team edits: the home page, its popups, the menus and the footer. */
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
        {
          key: 'menus',
          label: t`Menus`,
          children: (
            <Card title={t`Menus`}>
              <MenusPanel />
            </Card>
          ),
        },
        {
          key: 'footer',
          label: t`Footer`,
          children: (
            <Card title={t`Footer`}>
              <FooterPanel />
            </Card>
          ),
        },
      ]}
    />
  );
}
