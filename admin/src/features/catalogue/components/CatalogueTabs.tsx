import { t } from '@lingui/core/macro';
import { useNavigate } from '@tanstack/react-router';
import { Tabs } from 'antd';

/** The catalogue area's two pages: the daily files, and the pieces. */
export function CatalogueTabs({ active }: { active: 'files' | 'pieces' }) {
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={active}
      onChange={(key) =>
        void navigate({ to: key === 'files' ? '/catalogue' : '/catalogue/pieces' })
      }
      items={[
        { key: 'files', label: t`Stock and prices files` },
        { key: 'pieces', label: t`On and off sale` },
      ]}
    />
  );
}
