import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { App, Button, Card, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ORDER_PAGE_SIZES, type ConsoleOrderRow } from '../../../../../contract/console-orders';
import { formatYuan } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { meQuery } from '../../session/api';
import { DEFAULT_PAGE_SIZE, downloadOrdersCsv, ordersQuery } from '../api';
import { OrderFilters } from '../components/OrderFilters';
import { OrderStateTag } from '../components/OrderStateTag';
import { ShipDialog } from '../components/ShipDialog';
import type { OrdersSearch } from '../search';
import { PAY_METHOD_NAMES, listStateOf } from '../words';

interface Props {
  search: OrdersSearch;
  onSearch: (search: OrdersSearch) => void;
}

/** The shop's orders, newest first: found by their filters, exported, opened and shipped. */
export function OrdersPage({ search, onSearch }: Props) {
  const { _ } = useLingui();
  const { message } = App.useApp();
  const { data: me } = useQuery(meQuery);
  const { data, isFetching } = useQuery(ordersQuery(search));
  const [shipping, setShipping] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const mayShip = me?.permissions.includes('orders.ship') ?? false;
  const { page: _page, page_size: _size, ...filters } = search;
  const exportCsv = () => {
    setExporting(true);
    downloadOrdersCsv(filters)
      .catch((error: Error) => void message.error(error.message))
      .finally(() => setExporting(false));
  };
  const columns: TableColumnsType<ConsoleOrderRow> = [
    {
      title: t`Order number`,
      key: 'order_no',
      render: (_value, row) => (
        <Link to="/orders/$orderNo" params={{ orderNo: row.order_no }}>
          {row.order_no}
        </Link>
      ),
    },
    {
      title: t`Placed`,
      key: 'created_at',
      render: (_value, row) => <span className="console-time">{formatTime(row.created_at)}</span>,
    },
    {
      title: t`Member`,
      key: 'member',
      render: (_value, row) => (
        <Space orientation="vertical" size={0}>
          <span>{row.member_mobile}</span>
          <Typography.Text type="secondary">{row.member_card_no}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t`Receiver`,
      key: 'receiver',
      responsive: ['lg'],
      render: (_value, row) => row.receiver_name,
    },
    { title: t`Pieces`, key: 'pieces', align: 'right', render: (_value, row) => row.pieces },
    {
      title: t`Amount`,
      key: 'amount',
      align: 'right',
      render: (_value, row) => formatYuan(row.pay_amount),
    },
    {
      title: t`Payment`,
      key: 'pay_method',
      responsive: ['xl'],
      render: (_value, row) => (row.pay_method ? _(PAY_METHOD_NAMES[row.pay_method]) : '—'),
    },
    { title: t`State`, key: 'state', render: (_value, row) => <OrderStateTag order={row} /> },
    {
      title: t`Actions`,
      key: 'actions',
      fixed: 'right',
      render: (_value, row) => (
        <Space>
          <Link to="/orders/$orderNo" params={{ orderNo: row.order_no }}>
            <Trans>Open</Trans>
          </Link>
          {mayShip && listStateOf(row) === 'paid' && (
            <Button size="small" type="link" onClick={() => setShipping(row.order_no)}>
              <Trans>Ship</Trans>
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={<Trans>Orders</Trans>}
      extra={
        <Space wrap>
          {mayShip && (
            <Link to="/orders/ship-csv">
              <Button icon={<UploadOutlined />}>
                <Trans>Ship from a file</Trans>
              </Button>
            </Link>
          )}
          <Button icon={<DownloadOutlined />} onClick={exportCsv} loading={exporting}>
            <Trans>Export CSV</Trans>
          </Button>
        </Space>
      }
    >
      <OrderFilters key={JSON.stringify(search)} search={search} onSearch={onSearch} />
      <Table<ConsoleOrderRow>
        rowKey="order_no"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t`No orders match` }}
        pagination={{
          current: data?.page ?? search.page ?? 1,
          pageSize: search.page_size ?? DEFAULT_PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: ORDER_PAGE_SIZES.map(String),
          showTotal: (total) => t`${total} orders`,
          onChange: (page, pageSize) =>
            onSearch({
              ...search,
              page: page > 1 ? page : undefined,
              page_size: pageSize === DEFAULT_PAGE_SIZE ? undefined : pageSize,
            }),
        }}
      />
      {shipping && <ShipDialog orderNo={shipping} open onClose={() => setShipping(null)} />}
    </Card>
  );
}
