import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ConsoleMenuItem } from '../../../../../contract/console-menus';
import { menusQuery } from '../api';
import { BothNames } from './BothNames';
import { MenuItemDialog } from './MenuItemDialog';

type Row = Omit<ConsoleMenuItem, 'children'> & { children?: Row[] };

/** The table's rows: an item without sub-items has none to open. */
const rowsOf = (items: ConsoleMenuItem[]): Row[] =>
  items.map((item) => ({
    ...item,
    children: item.children.length ? rowsOf(item.children) : undefined,
  }));

/** The shop's menus, their sub-items beneath: names, order, shown or hidden. */
export function MenusPanel() {
  const { data: items = [] } = useQuery(menusQuery);
  const [editing, setEditing] = useState<Row | null>(null);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        <Trans>
          The menus of the shop’s pages. A hidden item hides its sub-items too. Saved changes reach
          shoppers within seconds.
        </Trans>
      </Typography.Text>
      <Table<Row>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={rowsOf(items)}
        scroll={{ x: 720 }}
        columns={[
          {
            key: 'name',
            title: t`Menu name`,
            render: (_value, item) => <BothNames words={item.names} />,
          },
          { key: 'link', title: t`Link`, dataIndex: 'link' },
          { key: 'sort', title: t`Display order`, dataIndex: 'sort', width: 120 },
          {
            key: 'state',
            title: t`State`,
            width: 110,
            render: (_value, item) =>
              item.shown ? <Tag color="green">{t`Shown`}</Tag> : <Tag>{t`Hidden`}</Tag>,
          },
          {
            key: 'edit',
            width: 96,
            render: (_value, item) => (
              <Button size="small" onClick={() => setEditing(item)}>
                <Trans>Edit</Trans>
              </Button>
            ),
          },
        ]}
      />
      {editing && <MenuItemDialog item={editing} onClose={() => setEditing(null)} />}
    </Space>
  );
}
