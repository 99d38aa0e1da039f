import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { AuditLogRow } from '../../../../../contract/staff';
import { formatTime } from '../../../lib/time';
import { meQuery } from '../../session/api';
import { staffListQuery } from '../../staff/api';
import { ACTION_NAMES } from '../actions';
import { AUDIT_PAGE_SIZE, auditQuery } from '../api';
import { AuditFilters } from '../components/AuditFilters';
import { ChangeList } from '../components/ChangeList';
import type { AuditSearch } from '../search';

interface Props {
  search: AuditSearch;
  onSearch: (search: AuditSearch) => void;
}

/** Who changed what, when and from where: read and filtered, never edited. */
export function AuditPage({ search, onSearch }: Props) {
  const { _ } = useLingui();
  const { data: me } = useQuery(meQuery);
  // Names for the staff ids, for those who may see the staff list; the others read the ids.
  const { data: staff = [] } = useQuery({
    ...staffListQuery,
    enabled: me?.permissions.includes('staff.manage') ?? false,
  });
  const { data, isFetching } = useQuery(auditQuery(search));
  const operator = t`Operator (command line)`;
  const nameOf = (actor: string) =>
    actor === 'operator'
      ? operator
      : (data?.staff_names[actor] ??
        staff.find((member) => String(member.id) === actor)?.account ??
        `#${actor}`);
  const actors = [
    { value: 'operator', label: operator },
    ...staff.map((member) => ({ value: String(member.id), label: member.account })),
  ];
  const recordOf = (row: AuditLogRow) =>
    row.record_type === 'staff' ? nameOf(row.record_id) : row.record_id;
  const columns: TableColumnsType<AuditLogRow> = [
    {
      title: t`Time`,
      key: 'at',
      render: (_value, row) => <span className="console-time">{formatTime(row.at)}</span>,
    },
    { title: t`Who`, key: 'actor', render: (_value, row) => nameOf(row.actor) },
    {
      title: t`Action`,
      key: 'action',
      render: (_value, row) => {
        const name = ACTION_NAMES[row.action];
        return (
          <Space orientation="vertical" size={2}>
            <Tag title={row.action}>{name ? _(name) : row.action}</Tag>
            <Typography.Text type="secondary">
              {row.record_type} #{recordOf(row)}
            </Typography.Text>
          </Space>
        );
      },
    },
    {
      title: t`Changes`,
      key: 'changes',
      render: (_value, row) => <ChangeList before={row.before} after={row.after} />,
    },
    { title: t`From`, key: 'ip', responsive: ['xl'], render: (_value, row) => row.ip || '—' },
  ];
  return (
    <Card title={<Trans>Audit log</Trans>}>
      <AuditFilters
        key={JSON.stringify(search)}
        search={search}
        actors={actors}
        onSearch={onSearch}
      />
      <Table<AuditLogRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowRender: (row) => (
            <Typography.Text type="secondary">
              {t`Browser or tool`}: {row.user_agent || '—'}
            </Typography.Text>
          ),
        }}
        pagination={{
          current: data?.page ?? search.page ?? 1,
          pageSize: AUDIT_PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t`${total} entries`,
          onChange: (page) => onSearch({ ...search, page }),
        }}
      />
    </Card>
  );
}
