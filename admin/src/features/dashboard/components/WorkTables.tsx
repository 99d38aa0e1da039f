import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import type {
  OpenAfterSale,
  OpenCancellation,
  TodayAppointment,
} from '../../../../../contract/dashboard';
import { yuan } from '../../../../../contract/numbers';
import { formatShopTime } from '../../../lib/time';
import {
  AFTER_SALE_STATUS_NAMES,
  AFTER_SALE_TYPE_NAMES,
  APPOINTMENT_STATUS_NAMES,
  PERIOD_NAMES,
  SERVICE_NAMES,
  nameOf,
} from '../words';

const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

/** An order's number that opens its page. */
const orderLink = (orderNo: string) => (
  <Link to="/orders/$orderNo" params={{ orderNo }}>
    {orderNo}
  </Link>
);

/** After-sales requests waiting for the team, the oldest first. */
export function AfterSalesTable({ requests }: { requests: OpenAfterSale[] }) {
  const { _ } = useLingui();
  const columns: TableColumnsType<OpenAfterSale> = [
    {
      title: t`Request`,
      key: 'request',
      render: (_value, row) => (
        <>
          <div>{row.refund_no}</div>
          <Typography.Text type="secondary">
            {t`Order`} {orderLink(row.order_no)} · {formatShopTime(row.created_at)}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t`State`,
      key: 'state',
      render: (_value, row) => (
        <>
          <Tag>{_(AFTER_SALE_TYPE_NAMES[row.type])}</Tag>
          <div>{nameOf(AFTER_SALE_STATUS_NAMES, row.status, _)}</div>
        </>
      ),
    },
    { title: t`Amount`, key: 'amount', align: 'right', render: (_value, row) => yuan(row.amount) },
  ];
  return (
    <Table<OpenAfterSale>
      rowKey="refund_no"
      size="small"
      columns={columns}
      dataSource={requests}
      pagination={false}
      locale={{ emptyText: t`No after-sales request is waiting` }}
    />
  );
}

/** Paid orders whose shoppers asked to cancel, waiting for an answer. */
export function CancellationsTable({ orders }: { orders: OpenCancellation[] }) {
  const columns: TableColumnsType<OpenCancellation> = [
    {
      title: t`Order`,
      key: 'order',
      render: (_value, row) => (
        <>
          <div>{orderLink(row.order_no)}</div>
          {secondary(`${formatShopTime(row.asked_at)}${row.reason ? ` · ${row.reason}` : ''}`)}
        </>
      ),
    },
    {
      title: t`Amount paid`,
      key: 'amount',
      align: 'right',
      render: (_value, row) => yuan(row.pay_amount),
    },
  ];
  return (
    <Table<OpenCancellation>
      rowKey="order_no"
      size="small"
      columns={columns}
      dataSource={orders}
      pagination={false}
      locale={{ emptyText: t`No cancellation is waiting` }}
    />
  );
}

/** Today's appointments and care bookings, morning first. */
export function AppointmentsTable({ appointments }: { appointments: TodayAppointment[] }) {
  const { _ } = useLingui();
  const columns: TableColumnsType<TodayAppointment> = [
    {
      title: t`When`,
      key: 'when',
      render: (_value, row) => (
        <>
          <div>{nameOf(PERIOD_NAMES, row.period, _)}</div>
          {row.hours && secondary(row.hours)}
        </>
      ),
    },
    {
      title: t`Guest`,
      key: 'who',
      render: (_value, row) => (
        <>
          <div>{row.name}</div>
          {secondary(`${row.store} · ${nameOf(SERVICE_NAMES, row.service, _)}`)}
        </>
      ),
    },
    {
      title: t`State`,
      key: 'status',
      render: (_value, row) => (
        <Tag color={row.status === 'completed' ? 'green' : 'gold'}>
          {nameOf(APPOINTMENT_STATUS_NAMES, row.status, _)}
        </Tag>
      ),
    },
  ];
  return (
    <Table<TodayAppointment>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={appointments}
      pagination={false}
      locale={{ emptyText: t`No appointment today` }}
    />
  );
}
