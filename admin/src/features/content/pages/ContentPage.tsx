import { t } from '@lingui/core/macro';
import { Card, Tabs } from 'antd';
import { DocumentsPanel } from '../components/DocumentsPanel';
import { FooterPanel } from '../components/FooterPanel';
import { MenusPanel } from '../components/MenusPanel';
import { PopupsPanel } from '../components/PopupsPanel';
import { TopicsPanel } from '../components/TopicsPanel';
import type { ContentTab } from '../search';
import { HomeContentPage } from './HomeContentPage';

interface Props {
  tab: ContentTab | undefined;
  onTab: (tab: ContentTab | undefined) => void;
}

/**
 * The shop's content the team edits: the home page, the popups shown on it, the menus, the footer
 * and the documents.
 */
export function ContentPage({ tab = 'home', onTab }: Props) {
  return (
    <Tabs
      type="card"
      activeKey={tab}
      onChange={(key) => onTab(key === 'home' ? undefined : (key as ContentTab))}
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
        {
          key: 'documents',
          label: t`Documents`,
          children: (
            <Card title={t`Documents`}>
              <DocumentsPanel />
            </Card>
          ),
        },
        { key: 'topics', label: t`Topics`, children: <TopicsPanel /> },
      ]}
    />
  );
}
