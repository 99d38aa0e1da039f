import { t } from '@lingui/core/macro';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { LowStockSku, TopPiece } from '../../../../../contract/dashboard';

/** This week's pieces with the most units sold. */
export function TopPiecesTable({ pieces }: { pieces: TopPiece[] }) {
  const columns: TableColumnsType<TopPiece> = [
    { title: '#', key: 'rank', width: 40, render: (_value, _row, index) => index + 1 },
    {
      title: t`Piece`,
      key: 'piece',
      render: (_value, row) => (
        <>
          <Typography.Text>{row.name}</Typography.Text>{' '}
          <Typography.Text type="secondary">{row.sn}</Typography.Text>
        </>
      ),
    },
    { title: t`Units`, dataIndex: 'units', key: 'units', align: 'right' },
  ];
  return (
    <Table<TopPiece>
      rowKey="goods_id"
      size="small"
      columns={columns}
      dataSource={pieces}
      pagination={false}
      locale={{ emptyText: t`No sales this week yet` }}
    />
  );
}

/** SKUs running low, the fewest left first. */
export function LowStockTable({ skus }: { skus: LowStockSku[] }) {
  const columns: TableColumnsType<LowStockSku> = [
    {
      title: t`Piece`,
      key: 'piece',
      render: (_value, row) => (
        <>
          <Typography.Text>{row.name}</Typography.Text>{' '}
          <Typography.Text type="secondary">{row.code}</Typography.Text>
        </>
      ),
    },
    { title: t`Size`, dataIndex: 'size', key: 'size' },
    {
      title: t`Left`,
      key: 'stock',
      align: 'right',
      render: (_value, row) =>
        row.stock === 0 ? (
          <Tag color="red">{t`Sold out`}</Tag>
        ) : (
          <Tag color="orange">{row.stock}</Tag>
        ),
    },
  ];
  return (
    <Table<LowStockSku>
      rowKey="sku_id"
      size="small"
      columns={columns}
      dataSource={skus}
      pagination={false}
      locale={{ emptyText: t`Every size is well stocked` }}
    />
  );
}
