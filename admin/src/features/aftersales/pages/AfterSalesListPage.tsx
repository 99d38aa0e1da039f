import { SearchOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  Button,
  Card,
  Form,
  Input,
  Select,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import {
  AFTERSALES_LIST_STATES,
  type AfterSalesListState,
  type ConsoleAfterSalesRow,
} from '../../../../../contract/console-aftersales';
import { formatYuan } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { AFTERSALES_PAGE_SIZE, afterSalesListQuery } from '../api';
import { AfterSalesStateTag } from '../components/AfterSalesStateTag';
import type { AfterSalesSearch } from '../search';
import { AFTERSALES_STATE_NAMES, AFTERSALES_TYPE_NAMES } from '../words';

interface Props {
  search: AfterSalesSearch;
  onSearch: (search: AfterSalesSearch) => void;
}

interface Fields {
  q?: string;
  state?: AfterSalesListState;
}

/** The after-sales queue: what waits first (the oldest on top), with the shopper's own words. */
export function AfterSalesListPage({ search, onSearch }: Props) {
  const { _ } = useLingui();
  const { data, isFetching } = useQuery(afterSalesListQuery(search));
  const open = (row: ConsoleAfterSalesRow, text: string) => (
    <Link to="/aftersales/$refundId" params={{ refundId: String(row.id) }}>
      {text}
    </Link>
  );
  const columns: TableColumnsType<ConsoleAfterSalesRow> = [
    {
      title: t`After-sales number`,
      key: 'refund_no',
      render: (_value, row) => (
        <Space orientation="vertical" size={0}>
          {open(row, row.refund_no)}
          <Typography.Text type="secondary">
            <Trans>Order {row.order_no}</Trans>
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t`Requested`,
      key: 'created_at',
      render: (_value, row) => <span className="console-time">{formatTime(row.created_at)}</span>,
    },
    { title: t`Type`, key: 'type', render: (_value, row) => _(AFTERSALES_TYPE_NAMES[row.type]) },
    {
      title: t`Reason and remark`,
      key: 'reason',
      render: (_value, row) => (
        <Space orientation="vertical" size={0} style={{ maxWidth: 260 }}>
          <span>{row.reason}</span>
          {row.remark && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: row.remark }}>
              {row.remark}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t`Return tracking`,
      key: 'express',
      render: (_value, row) =>
        row.express_no ? (
          <Typography.Text copyable={{ text: row.express_no }}>
            {row.express_company} {row.express_no}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      title: t`Refund`,
      key: 'amount',
      align: 'right',
      render: (_value, row) => formatYuan(row.amount),
    },
    {
      title: t`State`,
      key: 'state',
      render: (_value, row) => (
        <Space orientation="vertical" size={0}>
          <AfterSalesStateTag status={row.status} received_at={row.received_at} />
          {row.payout_failed && (
            <Typography.Text type="danger">
              <Trans>Not paid out</Trans>
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t`Actions`,
      key: 'actions',
      fixed: 'right',
      render: (_value, row) => open(row, t`Open`),
    },
  ];
  const submit = (fields: Fields) =>
    onSearch({
      q: fields.q?.trim() || undefined,
      state: fields.state === 'open' ? undefined : fields.state,
    });
  return (
    <Card title={<Trans>After-sales</Trans>}>
      <Form<Fields>
        key={JSON.stringify(search)}
        layout="inline"
        initialValues={{ q: search.q, state: search.state ?? 'open' }}
        onFinish={submit}
      >
        <Space wrap size={[8, 12]} style={{ marginBottom: 16 }}>
          <Form.Item name="q" noStyle>
            <Input
              aria-label={t`Search after-sales requests`}
              placeholder={t`Order number or after-sales number`}
              prefix={<SearchOutlined />}
              allowClear
              style={{ width: 300 }}
            />
          </Form.Item>
          <Form.Item name="state" noStyle>
            <Select
              aria-label={t`State`}
              style={{ width: 220 }}
              options={AFTERSALES_LIST_STATES.map((state) => ({
                value: state,
                label: _(AFTERSALES_STATE_NAMES[state]),
              }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t`Search`}
          </Button>
        </Space>
      </Form>
      <Table<ConsoleAfterSalesRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t`No after-sales requests match` }}
        pagination={{
          current: data?.page ?? search.page ?? 1,
          pageSize: AFTERSALES_PAGE_SIZE,
          total: data?.total ?? 0,
          showTotal: (total) => t`${total} requests`,
          onChange: (page) => onSearch({ ...search, page: page > 1 ? page : undefined }),
        }}
      />
    </Card>
  );
}
