import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { ConsoleWashingRequest } from '../../../../../contract/console-washing';
import { formatYuan } from '../../../lib/money';
import { WASHING_PAGE_SIZE, washingBoutiquesQuery, washingListQuery } from '../api';
import { StageTag } from '../components/StageTag';
import { WashingFilters } from '../components/WashingFilters';
import type { WashingSearch } from '../search';

interface Props {
  search: WashingSearch;
  onSearch: (search: WashingSearch) => void;
}

const open = (row: ConsoleWashingRequest, text: string) => (
  <Link to="/washing/$requestId" params={{ requestId: String(row.id) }}>
    {text}
  </Link>
);

/** The washing service's requests per boutique, the latest drop-off day first. */
export function WashingListPage({ search, onSearch }: Props) {
  const { data, isFetching } = useQuery(washingListQuery(search));
  const { data: boutiques = [] } = useQuery(washingBoutiquesQuery);
  const columns: TableColumnsType<ConsoleWashingRequest> = [
    { title: t`Request`, key: 'id', render: (_v, row) => open(row, `#${row.id}`) },
    {
      title: t`Drop-off`,
      key: 'date',
      render: (_v, row) => (
        <Space orientation="vertical" size={0}>
          <span className="console-time">{row.date}</span>
          <Typography.Text type="secondary">{row.hours}</Typography.Text>
        </Space>
      ),
    },
    { title: t`Boutique`, key: 'store', render: (_v, row) => row.store_name },
    {
      title: t`Member`,
      key: 'member',
      render: (_v, row) => (
        <Space orientation="vertical" size={0}>
          <span>
            {row.name} {row.title}
          </span>
          <Typography.Text type="secondary">{row.mobile}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t`Care`,
      key: 'care',
      render: (_v, row) => (
        <Space orientation="vertical" size={0}>
          <span>{row.care_name}</span>
          <Typography.Text type="secondary">{row.clothing_type_name}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t`Member's note`,
      key: 'remark',
      responsive: ['xl'],
      render: (_v, row) => (
        <Typography.Text ellipsis={{ tooltip: row.remark }} style={{ maxWidth: 140 }}>
          {row.remark || '—'}
        </Typography.Text>
      ),
    },
    {
      title: t`Price`,
      key: 'price',
      align: 'right',
      render: (_v, row) => (row.price === null ? '—' : formatYuan(row.price)),
    },
    { title: t`State`, key: 'stage', render: (_v, row) => <StageTag stage={row.stage} /> },
  ];
  return (
    <Card title={<Trans>Washing requests</Trans>}>
      <WashingFilters search={search} boutiques={boutiques} onSearch={onSearch} />
      <Table<ConsoleWashingRequest>
        rowKey="id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t`No washing requests match` }}
        pagination={{
          current: data?.page ?? search.page ?? 1,
          pageSize: WASHING_PAGE_SIZE,
          total: data?.total ?? 0,
          showTotal: (total) => t`${total} requests`,
          onChange: (page) => onSearch({ ...search, page: page > 1 ? page : undefined }),
        }}
      />
    </Card>
  );
}
