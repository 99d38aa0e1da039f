import { t } from '@lingui/core/macro';
import { useNavigate } from '@tanstack/react-router';
import { Tabs } from 'antd';

const PATHS = {
  files: '/catalogue',
  pieces: '/catalogue/pieces',
  search: '/catalogue/search',
} as const;

/** The catalogue area's pages: the files, the pieces, the search's synonyms and maintenance. */
export function CatalogueTabs({ active }: { active: 'files' | 'pieces' | 'search' }) {
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => void navigate({ to: PATHS[key as keyof typeof PATHS] })}
      items={[
        { key: 'files', label: t`Stock and prices files` },
        { key: 'pieces', label: t`On and off sale` },
        { key: 'search', label: t`Search synonyms and maintenance` },
      ]}
    />
  );
}
