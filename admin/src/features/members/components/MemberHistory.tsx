import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { Table, Tag, Typography } from 'antd';
import type {
  ConsoleMemberBalanceEntry,
  ConsoleMemberOrder,
  ConsoleMemberPoints,
} from '../../../../../contract/console-members';
import type { Address, BalanceEntryKind, Coupon } from '../../../../../contract/member';
import { formatYuan } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { OrderStateTag } from '../../orders/components/OrderStateTag';

const time = (ms: number) => <span className="console-time">{formatTime(ms)}</span>;
const signed = (value: string, negative: boolean) => (
  <Typography.Text type={negative ? 'danger' : 'success'}>{value}</Typography.Text>
);

export function MemberOrders({ orders }: { orders: ConsoleMemberOrder[] }) {
  return (
    <Table<ConsoleMemberOrder>
      rowKey="order_no"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={orders}
      locale={{ emptyText: t`No orders yet` }}
      columns={[
        {
          title: t`Order number`,
          key: 'order_no',
          render: (_v, row) => (
            <Link to="/orders/$orderNo" params={{ orderNo: row.order_no }}>
              {row.order_no}
            </Link>
          ),
        },
        { title: t`Placed`, key: 'created_at', render: (_v, row) => time(row.created_at) },
        { title: t`State`, key: 'state', render: (_v, row) => <OrderStateTag order={row} /> },
        {
          title: t`Amount`,
          key: 'amount',
          align: 'right',
          render: (_v, row) => formatYuan(row.pay_amount),
        },
        {
          title: t`Refunded`,
          key: 'refunded',
          align: 'right',
          render: (_v, row) => (row.refunded_amount ? formatYuan(row.refunded_amount) : '—'),
        },
      ]}
    />
  );
}

export function PointsHistory({ records }: { records: ConsoleMemberPoints[] }) {
  return (
    <Table<ConsoleMemberPoints>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={records}
      locale={{ emptyText: t`No points moved yet` }}
      columns={[
        { title: t`Date`, key: 'created_at', render: (_v, row) => time(row.created_at) },
        { title: t`Type`, key: 'type', render: (_v, row) => row.type_name },
        { title: t`Detail`, key: 'detail', render: (_v, row) => row.detail },
        {
          title: t`Points`,
          key: 'points',
          align: 'right',
          render: (_v, row) =>
            signed(
              `${row.points > 0 ? '+' : ''}${row.points.toLocaleString('en-US')}`,
              row.points < 0,
            ),
        },
      ]}
    />
  );
}

const BALANCE_KINDS: Record<BalanceEntryKind, MessageDescriptor> = {
  top_up: msg({ message: 'Top-up', context: 'balance entry' }),
  payment: msg({ message: 'Payment', context: 'balance entry' }),
  refund: msg({ message: 'Refund', context: 'balance entry' }),
  brought_forward: msg({ message: 'Brought forward', context: 'balance entry' }),
  adjust: msg({ message: 'Adjustment', context: 'balance entry' }),
};

export function BalanceHistory({ entries }: { entries: ConsoleMemberBalanceEntry[] }) {
  const { _ } = useLingui();
  return (
    <Table<ConsoleMemberBalanceEntry>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={entries}
      locale={{ emptyText: t`No balance moved yet` }}
      columns={[
        { title: t`Date`, key: 'created_at', render: (_v, row) => time(row.created_at) },
        {
          title: t`Type`,
          key: 'kind',
          render: (_v, row) => (BALANCE_KINDS[row.kind] ? _(BALANCE_KINDS[row.kind]) : row.kind),
        },
        {
          title: t`Detail`,
          key: 'detail',
          render: (_v, row) =>
            row.order_no ? (
              <Link to="/orders/$orderNo" params={{ orderNo: row.order_no }}>
                {row.order_no}
              </Link>
            ) : (
              row.reason || '—'
            ),
        },
        {
          title: t`Amount`,
          key: 'amount',
          align: 'right',
          render: (_v, row) =>
            signed(`${row.amount > 0 ? '+' : ''}${formatYuan(row.amount)}`, row.amount < 0),
        },
        {
          title: t`Balance after`,
          key: 'after',
          align: 'right',
          render: (_v, row) => formatYuan(row.balance_after),
        },
      ]}
    />
  );
}

export function CouponList({ coupons }: { coupons: Coupon[] }) {
  return (
    <Table<Coupon>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={coupons}
      locale={{ emptyText: t`No usable coupons` }}
      columns={[
        { title: t`Coupon`, key: 'name', render: (_v, row) => row.name },
        {
          title: t`Value`,
          key: 'value',
          align: 'right',
          render: (_v, row) => {
            const percent = row.percent_off;
            return percent > 0 ? t`${percent}% off` : formatYuan(row.value);
          },
        },
        {
          title: t`Minimum spend`,
          key: 'min_spend',
          align: 'right',
          render: (_v, row) => (row.min_spend ? formatYuan(row.min_spend) : '—'),
        },
        {
          title: t`Expires`,
          key: 'expires_at',
          render: (_v, row) => (
            <span className="console-time">{formatTime(row.expires_at).slice(0, 10)}</span>
          ),
        },
      ]}
    />
  );
}

export function AddressList({ addresses }: { addresses: Address[] }) {
  return (
    <Table<Address>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={addresses}
      locale={{ emptyText: t`No addresses` }}
      columns={[
        {
          title: t`Receiver`,
          key: 'name',
          render: (_v, row) => (
            <>
              {row.name} {row.is_default && <Tag color="blue">{t`Default`}</Tag>}
            </>
          ),
        },
        { title: t`Mobile`, key: 'mobile', render: (_v, row) => row.mobile },
        {
          title: t`Address`,
          key: 'address',
          render: (_v, row) =>
            [row.province_name, row.city_name, row.area_name, row.address].join(' '),
        },
      ]}
    />
  );
}
