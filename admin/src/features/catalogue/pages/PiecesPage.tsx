import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Input, Space, Switch, Table, Tag, type TableColumnsType } from 'antd';
import type { CataloguePieceRow } from '../../../../../contract/console-catalogue';
import { meQuery } from '../../session/api';
import { formatYuan } from '../../../lib/money';
import { CatalogueTabs } from '../components/CatalogueTabs';
import { PIECES_PAGE_SIZE, piecesQuery, useSetOnSale } from '../api';
import type { PiecesSearch } from '../search';

interface Props {
  search: PiecesSearch;
  onSearch: (search: PiecesSearch) => void;
}

/** The pieces, found by number, SKU or name, each put on sale or taken off. */
export function PiecesPage({ search, onSearch }: Props) {
  const { message } = App.useApp();
  const { data: me } = useQuery(meQuery);
  const { data, isFetching } = useQuery(piecesQuery(search));
  const setOnSale = useSetOnSale();
  const mayChange = me?.permissions.includes('catalogue.write') ?? false;
  const change = (row: CataloguePieceRow, onSale: boolean) =>
    setOnSale.mutate(
      { id: row.id, onSale },
      {
        onSuccess: () =>
          void message.success(onSale ? t`${row.sn} is on sale` : t`${row.sn} is off sale`),
        onError: (error) => void message.error(error.message),
      },
    );
  const columns: TableColumnsType<CataloguePieceRow> = [
    { title: t`Piece number`, dataIndex: 'sn', key: 'sn' },
    { title: t`Piece name`, key: 'name', render: (_v, row) => row.name || '—' },
    { title: t`Price`, key: 'price', align: 'right', render: (_v, row) => formatYuan(row.price) },
    {
      title: t`For sale`,
      key: 'stock',
      align: 'right',
      render: (_v, row) => row.stock.toLocaleString(),
    },
    {
      title: t`On sale`,
      key: 'on_sale',
      fixed: 'right',
      render: (_v, row) =>
        mayChange ? (
          <Switch
            checked={row.on_sale}
            aria-label={t`On sale: ${row.sn}`}
            loading={setOnSale.isPending && setOnSale.variables.id === row.id}
            onChange={(checked) => change(row, checked)}
          />
        ) : (
          <Tag color={row.on_sale ? 'green' : 'default'}>
            {row.on_sale ? t`On sale` : t`Off sale`}
          </Tag>
        ),
    },
  ];
  return (
    <Card title={<Trans>Catalogue</Trans>}>
      <CatalogueTabs active="pieces" />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Input.Search
          key={search.q ?? ''}
          defaultValue={search.q}
          allowClear
          enterButton={t`Search`}
          maxLength={64}
          aria-label={t`Piece number, SKU or name`}
          placeholder={t`Piece number, SKU or name`}
          style={{ maxWidth: 480 }}
          onSearch={(value) => onSearch(value.trim() ? { q: value.trim() } : {})}
        />
        <Table<CataloguePieceRow>
          rowKey="id"
          columns={columns}
          dataSource={data?.rows ?? []}
          loading={isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t`No pieces match` }}
          pagination={{
            current: data?.page ?? search.page ?? 1,
            pageSize: PIECES_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t`${total} pieces`,
            onChange: (page) => onSearch({ ...search, page: page > 1 ? page : undefined }),
          }}
        />
      </Space>
    </Card>
  );
}
