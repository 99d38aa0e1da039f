import type { MessageDescriptor } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Table, Typography, type TableColumnsType } from 'antd';
import type {
  ConsoleOrderLine,
  ConsoleOrderPayment,
  ConsoleOrderRefund,
} from '../../../../../contract/console-orders';
import { formatYuan } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import {
  PAYMENT_STATUS_NAMES,
  PAY_METHOD_NAMES,
  REFUND_STATUS_NAMES,
  REFUND_TYPE_NAMES,
} from '../words';

/** A name from one of the words' tables, or the code as stored when the console has none. */
function useNamed() {
  const { _ } = useLingui();
  return (names: Record<string, MessageDescriptor>, code: string) => {
    const name = names[code];
    return name ? _(name) : code;
  };
}

export function LinesTable({ lines }: { lines: ConsoleOrderLine[] }) {
  const columns: TableColumnsType<ConsoleOrderLine> = [
    {
      title: t`Piece`,
      key: 'piece',
      render: (_value, line) => (
        <span>
          {line.name}
          <br />
          <Typography.Text type="secondary">
            {line.sn} · {line.color_name} · {line.size}
          </Typography.Text>
          {line.personalisation && (
            <>
              <br />
              <Typography.Text type="secondary">
                {t`Personalised`}: {line.personalisation}
              </Typography.Text>
            </>
          )}
        </span>
      ),
    },
    {
      title: t`Unit price`,
      key: 'price',
      align: 'right',
      render: (_value, line) => formatYuan(line.price),
    },
    {
      title: t`Quantity`,
      key: 'quantity',
      align: 'right',
      render: (_value, line) => line.quantity,
    },
    {
      title: t`Subtotal`,
      key: 'subtotal',
      align: 'right',
      render: (_value, line) => formatYuan(line.price * line.quantity),
    },
  ];
  return (
    <Table<ConsoleOrderLine>
      rowKey={(line) => `${line.sn}-${line.size}-${line.color_name}-${line.personalisation}`}
      columns={columns}
      dataSource={lines}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
    />
  );
}

export function PaymentsTable({ payments }: { payments: ConsoleOrderPayment[] }) {
  const named = useNamed();
  const columns: TableColumnsType<ConsoleOrderPayment> = [
    { title: t`Payment number`, dataIndex: 'payment_no', key: 'payment_no' },
    {
      title: t`Method`,
      key: 'method',
      render: (_value, p) => named(PAY_METHOD_NAMES, p.method),
    },
    {
      title: t`Amount`,
      key: 'amount',
      align: 'right',
      render: (_value, p) => formatYuan(p.amount),
    },
    {
      title: t`State`,
      key: 'status',
      render: (_value, p) => named(PAYMENT_STATUS_NAMES, p.status),
    },
    {
      title: t`Paid at`,
      key: 'paid_at',
      render: (_value, p) => (p.paid_at === null ? '—' : formatTime(p.paid_at)),
    },
  ];
  return (
    <Table<ConsoleOrderPayment>
      rowKey="payment_no"
      columns={columns}
      dataSource={payments}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t`No payment yet` }}
    />
  );
}

export function RefundsTable({ refunds }: { refunds: ConsoleOrderRefund[] }) {
  const named = useNamed();
  const columns: TableColumnsType<ConsoleOrderRefund> = [
    { title: t`Refund number`, dataIndex: 'refund_no', key: 'refund_no' },
    { title: t`Kind`, key: 'type', render: (_value, r) => named(REFUND_TYPE_NAMES, r.type) },
    {
      title: t`Amount`,
      key: 'amount',
      align: 'right',
      render: (_value, r) => formatYuan(r.amount),
    },
    { title: t`State`, key: 'status', render: (_value, r) => named(REFUND_STATUS_NAMES, r.status) },
    {
      title: t`Reason`,
      key: 'reason',
      render: (_value, r) => [r.reason, r.refuse_reason].filter(Boolean).join(' / ') || '—',
    },
    { title: t`Asked`, key: 'created_at', render: (_value, r) => formatTime(r.created_at) },
    {
      title: t`Refunded at`,
      key: 'refunded_at',
      render: (_value, r) => (r.refunded_at === null ? '—' : formatTime(r.refunded_at)),
    },
  ];
  return (
    <Table<ConsoleOrderRefund>
      rowKey="refund_no"
      columns={columns}
      dataSource={refunds}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t`No refunds` }}
    />
  );
}
