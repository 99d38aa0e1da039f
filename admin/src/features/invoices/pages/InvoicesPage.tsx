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
  INVOICE_LIST_STATES,
  INVOICE_TYPES,
  type ConsoleInvoiceRow,
  type InvoiceListState,
} from '../../../../../contract/console-invoices';
import type { InvoiceType } from '../../../../../contract/order';
import { formatYuan } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { INVOICE_PAGE_SIZE, invoicesQuery } from '../api';
import { InvoiceStateTag } from '../components/InvoiceStateTag';
import type { InvoicesSearch } from '../search';
import { INVOICE_HEADER_NAMES, INVOICE_STATE_NAMES, INVOICE_TYPE_NAMES } from '../words';

interface Props {
  search: InvoicesSearch;
  onSearch: (search: InvoicesSearch) => void;
}

interface Fields {
  q?: string;
  state?: InvoiceListState;
  type?: InvoiceType;
}

/** The shoppers' invoice requests: those to issue first (the oldest on top), by state and type. */
export function InvoicesPage({ search, onSearch }: Props) {
  const { _ } = useLingui();
  const { data, isFetching } = useQuery(invoicesQuery(search));
  const columns: TableColumnsType<ConsoleInvoiceRow> = [
    {
      title: t`Order number`,
      key: 'order_no',
      render: (_value, row) => (
        <Link to="/invoices/$invoiceId" params={{ invoiceId: String(row.id) }}>
          {row.order_no}
        </Link>
      ),
    },
    {
      title: t`Requested`,
      key: 'created_at',
      render: (_value, row) => <span className="console-time">{formatTime(row.created_at)}</span>,
    },
    {
      title: t`Type`,
      key: 'type',
      render: (_value, row) => _(INVOICE_TYPE_NAMES[row.invoice_type]),
    },
    {
      title: t`Title`,
      key: 'title',
      render: (_value, row) => (
        <Space orientation="vertical" size={0}>
          <span>{row.title}</span>
          <Typography.Text type="secondary">
            {_(INVOICE_HEADER_NAMES[row.header_type])}
            {row.tax_id ? ` · ${row.tax_id}` : ''}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t`Email`, key: 'email', responsive: ['xxl'], render: (_value, row) => row.email },
    {
      title: t`Amount`,
      key: 'amount',
      align: 'right',
      render: (_value, row) => formatYuan(row.amount),
    },
    {
      title: t`State`,
      key: 'state',
      render: (_value, row) => (
        <Space orientation="vertical" size={0}>
          <InvoiceStateTag status={row.status} />
          {row.invoice_no && <Typography.Text type="secondary">{row.invoice_no}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t`Actions`,
      key: 'actions',
      fixed: 'right',
      render: (_value, row) => (
        <Link to="/invoices/$invoiceId" params={{ invoiceId: String(row.id) }}>
          <Trans>Open</Trans>
        </Link>
      ),
    },
  ];
  const submit = (fields: Fields) =>
    onSearch({
      q: fields.q?.trim() || undefined,
      state: fields.state === 'pending' ? undefined : fields.state,
      type: fields.type,
    });
  return (
    <Card title={<Trans>Invoices</Trans>}>
      <Form<Fields>
        key={JSON.stringify(search)}
        layout="inline"
        initialValues={{ q: search.q, state: search.state ?? 'pending', type: search.type }}
        onFinish={submit}
      >
        <Space wrap size={[8, 12]} style={{ marginBottom: 16 }}>
          <Form.Item name="q" noStyle>
            <Input
              aria-label={t`Search invoices`}
              placeholder={t`Order number, title, tax number or email`}
              prefix={<SearchOutlined />}
              allowClear
              style={{ width: 280 }}
            />
          </Form.Item>
          <Form.Item name="state" noStyle>
            <Select
              aria-label={t`State`}
              style={{ width: 200 }}
              options={INVOICE_LIST_STATES.map((state) => ({
                value: state,
                label: _(INVOICE_STATE_NAMES[state]),
              }))}
            />
          </Form.Item>
          <Form.Item name="type" noStyle>
            <Select
              aria-label={t`Invoice type`}
              placeholder={t`Invoice type`}
              allowClear
              style={{ width: 180 }}
              options={INVOICE_TYPES.map((type) => ({
                value: type,
                label: _(INVOICE_TYPE_NAMES[type]),
              }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t`Search`}
          </Button>
        </Space>
      </Form>
      <Table<ConsoleInvoiceRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t`No invoice requests match` }}
        pagination={{
          current: data?.page ?? search.page ?? 1,
          pageSize: INVOICE_PAGE_SIZE,
          total: data?.total ?? 0,
          showTotal: (total) => t`${total} requests`,
          onChange: (page) => onSearch({ ...search, page: page > 1 ? page : undefined }),
        }}
      />
    </Card>
  );
}
