import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Card,
  DatePicker,
  Segmented,
  Select,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs from 'dayjs';
import type { HTMLAttributes } from 'react';
import type { ConsoleAppointment } from '../../../../../contract/console-appointments';
import { formatTime } from '../../../lib/time';
import { PAGE_SIZE, appointmentsQuery, boutiquesQuery } from '../api';
import { BookingActions } from '../components/BookingActions';
import { DayView } from '../components/DayView';
import { Filters, boutiqueOptions } from '../components/Filters';
import { StatusTag } from '../components/StatusTag';
import { shopToday, type AppointmentsSearch } from '../search';

interface Props {
  search: AppointmentsSearch;
  onSearch: (search: AppointmentsSearch) => void;
}

/** Boutique bookings: a list by boutique, days and state, or one boutique's day by period. */
export function AppointmentsPage({ search, onSearch }: Props) {
  const { data: boutiques = [] } = useQuery(boutiquesQuery);
  const storeId = search.store_id ?? boutiques[0]?.id;
  const date = search.date ?? shopToday();
  return (
    <Card
      title={<Trans>Boutique appointments</Trans>}
      extra={
        <Segmented
          aria-label={t`View`}
          value={search.view ?? 'list'}
          options={[
            { value: 'list', label: t`List` },
            { value: 'day', label: t`Day view` },
          ]}
          onChange={(view) =>
            onSearch({ ...search, view: view === 'day' ? 'day' : undefined, page: undefined })
          }
        />
      }
    >
      {search.view === 'day' ? (
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <Space wrap>
            <Select
              aria-label={t`Boutique`}
              style={{ width: 280 }}
              value={storeId}
              options={boutiqueOptions(boutiques)}
              onChange={(id: number) => onSearch({ ...search, store_id: id })}
            />
            <DatePicker
              aria-label={t`Day`}
              allowClear={false}
              value={dayjs(date)}
              onChange={(value) =>
                value && onSearch({ ...search, date: value.format('YYYY-MM-DD') })
              }
            />
          </Space>
          {storeId ? (
            <DayView storeId={storeId} date={date} />
          ) : (
            <Alert type="info" title={t`No boutique takes appointments.`} />
          )}
        </Space>
      ) : (
        <BookingList search={search} onSearch={onSearch} />
      )}
    </Card>
  );
}

function BookingList({ search, onSearch }: Props) {
  const { data: boutiques = [] } = useQuery(boutiquesQuery);
  const { data, isFetching } = useQuery(appointmentsQuery(search));
  const columns: TableColumnsType<ConsoleAppointment> = [
    {
      title: t`Day and time`,
      key: 'when',
      render: (_value, a) => (
        <Space orientation="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
          <span>{a.date}</span>
          <Typography.Text type="secondary">{a.hours}</Typography.Text>
        </Space>
      ),
    },
    { title: t`Boutique`, key: 'store', render: (_value, a) => a.store_name },
    {
      title: t`Member`,
      key: 'member',
      render: (_value, a) => (
        <Space orientation="vertical" size={0}>
          <span>
            {a.name} {a.title}
          </span>
          <Typography.Text type="secondary">
            {a.mobile} · {a.member_card_no}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t`Service`,
      key: 'service',
      responsive: ['xxl'],
      render: (_value, a) => `${a.service_type_name} · ${a.clothing_type_name}`,
    },
    {
      title: t`Member’s note`,
      key: 'remark',
      render: (_value, a) => (
        <Typography.Paragraph
          style={{ width: 200, marginBottom: 0 }}
          ellipsis={{ rows: 2, tooltip: a.remark }}
        >
          {a.remark || '—'}
        </Typography.Paragraph>
      ),
    },
    {
      title: t`Booked at`,
      key: 'created_at',
      responsive: ['xxl'],
      render: (_value, a) => <span className="console-time">{formatTime(a.created_at)}</span>,
    },
    { title: t`State`, key: 'status', render: (_value, a) => <StatusTag booking={a} /> },
    {
      title: t`Actions`,
      key: 'actions',
      width: 160,
      render: (_value, a) => <BookingActions booking={a} />,
    },
  ];
  return (
    <>
      <Filters
        key={JSON.stringify(search)}
        search={search}
        boutiques={boutiques}
        onSearch={onSearch}
      />
      <Table<ConsoleAppointment>
        rowKey="id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        locale={{ emptyText: t`No appointments match` }}
        onRow={(a) => ({ 'data-testid': `booking-${a.id}` }) as HTMLAttributes<HTMLElement>}
        pagination={{
          current: data?.page ?? search.page ?? 1,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showTotal: (total) => t`${total} appointments`,
          onChange: (page) => onSearch({ ...search, page: page > 1 ? page : undefined }),
        }}
      />
    </>
  );
}
