import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type {
  ConsoleTopicNewsEntry,
  ConsoleTopicPageEntry,
  TopicState,
} from '../../../../../contract/console-topics';
import { currentLang } from '../../../lib/lang';
import { formatTime } from '../../../lib/time';
import { TOPIC_STATE_COLOURS, TOPIC_STATE_NAMES } from '../topic-words';
import { topicsQuery } from '../topics-api';
import { TopicGroupDialog } from './TopicGroupDialog';

function StateTag({ state }: { state: TopicState }) {
  const { i18n } = useLingui();
  return <Tag color={TOPIC_STATE_COLOURS[state]}>{i18n._(TOPIC_STATE_NAMES[state])}</Tag>;
}

function Titles({ titles, fallback }: { titles: Record<'cn' | 'en', string>; fallback: string }) {
  return (
    <Space orientation="vertical" size={0}>
      <span>{titles.cn || fallback}</span>
      <Typography.Text type="secondary">{titles.en}</Typography.Text>
    </Space>
  );
}

/** The campaigns and, by group, their stories: each with where shoppers stand with it. */
export function TopicsPanel() {
  const { data } = useQuery(topicsQuery);
  // The collection edited in the dialog: 'new', its id, or none.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const pages = data?.pages ?? [];
  const groups = data?.groups ?? [];
  const groupName = (id: number | null) => {
    const group = groups.find((g) => g.id === id);
    // In the console's language, falling back to Chinese.
    return group ? group.names[currentLang()] || group.names.cn || group.slug : '—';
  };
  const newsColumns = [
    {
      key: 'title',
      title: t`Story`,
      render: (_value: unknown, news: ConsoleTopicNewsEntry) => (
        <Link to="/content/stories/$id" params={{ id: String(news.id) }}>
          <Titles titles={news.titles} fallback={news.slug} />
        </Link>
      ),
    },
    {
      key: 'state',
      title: t`State`,
      render: (_value: unknown, news: ConsoleTopicNewsEntry) => <StateTag state={news.state} />,
    },
    {
      key: 'published',
      title: t`Publication date`,
      render: (_value: unknown, news: ConsoleTopicNewsEntry) => formatTime(news.published_at),
    },
  ];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t`Campaigns`}
        extra={
          <Link to="/content/topics/$id" params={{ id: 'new' }}>
            <Button type="primary" icon={<PlusOutlined />}>
              <Trans>New campaign</Trans>
            </Button>
          </Link>
        }
      >
        <Typography.Paragraph type="secondary">
          <Trans>
            A campaign is shown to shoppers from its publication date while it is not hidden. Saved
            changes reach them within seconds.
          </Trans>
        </Typography.Paragraph>
        <Table<ConsoleTopicPageEntry>
          rowKey="id"
          size="middle"
          pagination={false}
          dataSource={pages}
          scroll={{ x: 800 }}
          columns={[
            {
              key: 'title',
              title: t`Campaign`,
              render: (_value, page) => (
                <Link to="/content/topics/$id" params={{ id: String(page.id) }}>
                  <Titles titles={page.titles} fallback={page.slug} />
                </Link>
              ),
            },
            { key: 'slug', title: t`Address name`, dataIndex: 'slug' },
            {
              key: 'group',
              title: t`Collection of stories`,
              render: (_value, page) => groupName(page.group_id),
            },
            { key: 'blocks', title: t`Blocks`, dataIndex: 'blocks' },
            { key: 'sort', title: t`Display order`, dataIndex: 'sort' },
            {
              key: 'state',
              title: t`State`,
              render: (_value, page) => <StateTag state={page.state} />,
            },
            {
              key: 'published',
              title: t`Publication date`,
              render: (_value, page) => formatTime(page.published_at),
            },
          ]}
        />
      </Card>
      <Card
        title={t`Stories`}
        extra={
          <Space>
            <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              <Trans>New collection</Trans>
            </Button>
            <Link to="/content/stories/$id" params={{ id: 'new' }}>
              <Button icon={<PlusOutlined />}>
                <Trans>New story</Trans>
              </Button>
            </Link>
          </Space>
        }
      >
        {groups.length === 0 ? (
          <Empty />
        ) : (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            {groups.map((group) => (
              <div key={group.id}>
                <Space style={{ marginBottom: 8 }}>
                  <Typography.Text strong>{group.names.cn || group.slug}</Typography.Text>
                  <Typography.Text type="secondary">{group.names.en}</Typography.Text>
                  {group.enabled ? null : <Tag>{t`Hidden`}</Tag>}
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t`Edit the collection ${group.names.cn || group.slug}`}
                    onClick={() => setEditing(group.id)}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                </Space>
                <Table<ConsoleTopicNewsEntry>
                  rowKey="id"
                  size="small"
                  pagination={group.news.length > 10 ? { pageSize: 10 } : false}
                  dataSource={group.news}
                  columns={newsColumns}
                />
              </div>
            ))}
          </Space>
        )}
      </Card>
      {editing !== null && (
        <TopicGroupDialog
          id={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Space>
  );
}
