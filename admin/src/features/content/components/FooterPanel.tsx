import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import type { ConsoleFooterGroup } from '../../../../../contract/console-menus';
import { footerQuery } from '../api';
import { BothNames } from './BothNames';
import { FooterGroupDialog } from './FooterGroupDialog';

/** The footer of the shop's pages: its groups in order, each with its links. */
export function FooterPanel() {
  const { data: groups = [] } = useQuery(footerQuery);
  const [editing, setEditing] = useState<ConsoleFooterGroup | null>(null);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        <Trans>
          The footer of every page of the shop. Saved changes reach shoppers within seconds.
        </Trans>
      </Typography.Text>
      <Table<ConsoleFooterGroup>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={groups}
        scroll={{ x: 720 }}
        columns={[
          {
            key: 'title',
            title: t`Group title`,
            width: 200,
            render: (_value, group) => <BothNames words={group.titles} />,
          },
          {
            key: 'links',
            title: t`Links`,
            render: (_value, group) => (
              <Space orientation="vertical" size={2}>
                {group.links.map((link, index) => (
                  <Typography.Text key={index}>
                    {link.labels.cn} · {link.labels.en}{' '}
                    <Typography.Text type="secondary">{link.url}</Typography.Text>
                  </Typography.Text>
                ))}
              </Space>
            ),
          },
          { key: 'sort', title: t`Display order`, dataIndex: 'sort', width: 120 },
          {
            key: 'edit',
            width: 96,
            render: (_value, group) => (
              <Button size="small" onClick={() => setEditing(group)}>
                <Trans>Edit</Trans>
              </Button>
            ),
          },
        ]}
      />
      {editing && <FooterGroupDialog group={editing} onClose={() => setEditing(null)} />}
    </Space>
  );
}
