import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Alert, Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import type {
  CatalogueDifference,
  CatalogueFileProblem,
  CatalogueFileReport,
} from '../../../../../contract/console-catalogue';
import { formatYuan } from '../../../lib/money';
import { MONEY_VALUES, VALUE_NAMES } from '../words';

interface Props {
  report: CatalogueFileReport;
  applying: boolean;
  onApply: (() => void) | null;
}

const VALUES = {
  stock: ['on_hand', 'sellable'],
  prices: ['price', 'original_price'],
} as const;

/**
 * What a file does or would do: its problems, where they are (nothing was changed), or every SKU
 * it changes with its values before and after, and the button that applies it.
 */
export function FileReport({ report, applying, onApply }: Props) {
  const { i18n } = useLingui();
  const shown = (name: string, value: number | undefined) =>
    value === undefined ? '—' : MONEY_VALUES.has(name) ? formatYuan(value) : value.toLocaleString();
  if (report.problems.length) {
    const columns: TableColumnsType<CatalogueFileProblem> = [
      { title: t`Line`, key: 'line', width: 80, render: (_v, p) => p.line ?? '—' },
      { title: t`Column`, key: 'column', width: 140, render: (_v, p) => p.column ?? '—' },
      { title: t`Problem`, dataIndex: 'message', key: 'message' },
    ];
    return (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Alert type="error" showIcon title={report.msg} />
        <Table<CatalogueFileProblem>
          rowKey={(p) => `${p.line}-${p.column}-${p.message}`}
          columns={columns}
          dataSource={report.problems}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          size="small"
        />
      </Space>
    );
  }
  const columns: TableColumnsType<CatalogueDifference> = [
    { title: 'SKU', dataIndex: 'sku', key: 'sku' },
    ...VALUES[report.kind].flatMap((name) => [
      {
        title: t`${i18n._(VALUE_NAMES[name] ?? { id: name })} before`,
        key: `${name}-before`,
        align: 'right' as const,
        render: (_v: unknown, d: CatalogueDifference) => shown(name, d.before[name]),
      },
      {
        title: t`${i18n._(VALUE_NAMES[name] ?? { id: name })} after`,
        key: `${name}-after`,
        align: 'right' as const,
        render: (_v: unknown, d: CatalogueDifference) => (
          <Typography.Text strong={d.before[name] !== d.after[name]}>
            {shown(name, d.after[name])}
          </Typography.Text>
        ),
      },
    ]),
  ];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Alert
        type={report.applied ? 'success' : 'info'}
        showIcon
        title={report.msg}
        description={
          report.skipped.length > 0 &&
          t`Left out, not SKUs of the shop: ${report.skipped.slice(0, 20).join(', ')}`
        }
        action={
          onApply &&
          report.changed > 0 && (
            <Button type="primary" onClick={onApply} loading={applying}>
              {t`Apply ${report.changed} changes`}
            </Button>
          )
        }
      />
      {report.differences.length > 0 && (
        <Table<CatalogueDifference>
          rowKey="sku"
          columns={columns}
          dataSource={report.differences}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          size="small"
          scroll={{ x: 'max-content' }}
        />
      )}
    </Space>
  );
}
