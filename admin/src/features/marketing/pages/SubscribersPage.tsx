import { DownloadOutlined } from '@ant-design/icons';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Input, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { ConsoleSubscriber } from '../../../../../contract/console-marketing';
import { formatTime } from '../../../lib/time';
import { MARKETING_PAGE_SIZE, downloadSubscribersCsv, subscribersQuery } from '../api';
import { MarketingTabs } from '../components/MarketingTabs';
import type { SubscribersSearch } from '../search';

interface Props {
  search: SubscribersSearch;
  onSearch: (search: SubscribersSearch) => void;
}

/** The newsletter's subscribers, newest first, found by a part of their address and exported. */
export function SubscribersPage({ search, onSearch }: Props) {
  const { message } = App.useApp();
  const { data, isFetching } = useQuery(subscribersQuery(search));
  const [exporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    downloadSubscribersCsv(search.q)
      .catch((error: Error) => void message.error(error.message))
      .finally(() => setExporting(false));
  };
  const columns: TableColumnsType<ConsoleSubscriber> = [
    { title: t`Email`, key: 'email', render: (_value, row) => row.email },
    {
      title: t`Language`,
      key: 'lang',
      render: (_value, row) => (row.lang === 'en' ? t`English` : t`Chinese`),
    },
    {
      title: t`Subscribed`,
      key: 'created_at',
      render: (_value, row) => <span className="console-time">{formatTime(row.created_at)}</span>,
    },
  ];
  return (
    <Card title={<Trans>Marketing</Trans>}>
      <MarketingTabs current="subscribers" />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap>
          <Input.Search
            key={search.q ?? ''}
            defaultValue={search.q}
            allowClear
            enterButton={t`Search`}
            maxLength={120}
            aria-label={t`Email address`}
            placeholder={t`Email address`}
            style={{ width: 360 }}
            onSearch={(value) => onSearch(value.trim() ? { q: value.trim() } : {})}
          />
          <Button icon={<DownloadOutlined />} onClick={exportCsv} loading={exporting}>
            <Trans>Export CSV</Trans>
          </Button>
        </Space>
        <Table<ConsoleSubscriber>
          rowKey="id"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t`No subscribers match` }}
          pagination={{
            current: data?.page ?? search.page ?? 1,
            pageSize: MARKETING_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => plural(total, { one: '# subscriber', other: '# subscribers' }),
            onChange: (page) => onSearch({ ...search, page: page > 1 ? page : undefined }),
          }}
        />
      </Space>
    </Card>
  );
}
