import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { ConsoleMemberRow } from '../../../../../contract/console-members';
import { formatYuan } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { MEMBERS_PAGE_SIZE, membersQuery } from '../api';
import type { MembersSearch } from '../search';

interface Props {
  search: MembersSearch;
  onSearch: (search: MembersSearch) => void;
}

/**
 * The members, newest first, found by mobile, name or member number. Mobiles are masked here
 * (138****5678); the member's page shows the whole number.
 */
export function MembersPage({ search, onSearch }: Props) {
  const { data, isFetching } = useQuery(membersQuery(search));
  const columns: TableColumnsType<ConsoleMemberRow> = [
    {
      title: t`Member number`,
      key: 'card_no',
      render: (_value, row) => (
        <Link to="/members/$memberId" params={{ memberId: String(row.id) }}>
          {row.card_no}
        </Link>
      ),
    },
    { title: t`Name`, key: 'name', render: (_value, row) => row.name || '—' },
    {
      title: t`Mobile`,
      key: 'mobile',
      render: (_value, row) => <span className="console-time">{row.mobile}</span>,
    },
    { title: t`Level`, key: 'level', render: (_value, row) => row.level },
    {
      title: t`Points`,
      key: 'points',
      align: 'right',
      render: (_value, row) => row.points.toLocaleString('en-US'),
    },
    {
      title: t`Balance`,
      key: 'balance',
      align: 'right',
      render: (_value, row) => formatYuan(row.balance),
    },
    {
      title: t`Joined`,
      key: 'created_at',
      responsive: ['lg'],
      render: (_value, row) => <span className="console-time">{formatTime(row.created_at)}</span>,
    },
    {
      title: t`Actions`,
      key: 'actions',
      fixed: 'right',
      render: (_value, row) => (
        <Link to="/members/$memberId" params={{ memberId: String(row.id) }}>
          <Trans>Open</Trans>
        </Link>
      ),
    },
  ];
  return (
    <Card title={<Trans>Members</Trans>}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Input.Search
          key={search.q ?? ''}
          defaultValue={search.q}
          allowClear
          enterButton={t`Search`}
          maxLength={64}
          aria-label={t`Mobile, name or member number`}
          placeholder={t`Mobile, name or member number`}
          style={{ maxWidth: 480 }}
          onSearch={(value) => onSearch(value.trim() ? { q: value.trim() } : {})}
        />
        <Typography.Text type="secondary">
          <Trans>
            Mobile numbers are masked in this list; a member’s page shows the whole number.
          </Trans>
        </Typography.Text>
        <Table<ConsoleMemberRow>
          rowKey="id"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t`No members match` }}
          pagination={{
            current: data?.page ?? search.page ?? 1,
            pageSize: MEMBERS_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t`${total} members`,
            onChange: (page) => onSearch({ ...search, page: page > 1 ? page : undefined }),
          }}
        />
      </Space>
    </Card>
  );
}
